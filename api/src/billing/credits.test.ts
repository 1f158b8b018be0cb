import { DESIGN_TEXT } from '@poolscape/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, currentPeriod, limitsOf, type PlanHolder } from './credits.ts';

const at = (iso: string) => new Date(iso);

describe('plan periods', () => {
  it('follows a Stripe subscription’s own period, which keeps its anchor day after a short month', () => {
    const holder: PlanHolder = {
      subscription_tier: 'pro',
      created_at: at('2025-06-01T00:00:00Z'),
      plan_started_at: at('2026-02-28T09:30:00Z'),
      period_end: at('2026-03-31T09:30:00Z'),
    };
    expect(currentPeriod(holder, at('2026-03-29T00:00:00Z'))).toEqual({
      start: at('2026-02-28T09:30:00Z'),
      end: at('2026-03-31T09:30:00Z'),
      ended: false,
    });
    // A renewal not heard of yet: counted on monthly from the period's start.
    expect(currentPeriod(holder, at('2026-04-02T00:00:00Z')).start).toEqual(at('2026-03-31T09:30:00Z'));
  });

  it('gives Free a 7-day trial from sign-up, then ends it', () => {
    const holder: PlanHolder = {
      subscription_tier: 'free',
      created_at: at('2026-03-01T12:00:00Z'),
      plan_started_at: at('2026-03-01T12:00:00Z'),
    };
    expect(currentPeriod(holder, at('2026-03-05T00:00:00Z'))).toEqual({
      start: at('2026-03-01T12:00:00Z'),
      end: at('2026-03-08T12:00:00Z'),
      ended: false,
    });
    expect(currentPeriod(holder, at('2026-03-08T12:00:00Z')).ended).toBe(true);
  });

  it('renews paid plans monthly from the day they started, short months clamped', () => {
    const holder: PlanHolder = {
      subscription_tier: 'pro',
      created_at: at('2025-06-01T00:00:00Z'),
      plan_started_at: at('2026-01-31T09:30:00Z'),
    };
    expect(currentPeriod(holder, at('2026-02-15T00:00:00Z'))).toMatchObject({
      start: at('2026-01-31T09:30:00Z'),
      end: at('2026-02-28T09:30:00Z'),
    });
    expect(currentPeriod(holder, at('2026-02-28T09:30:00Z'))).toMatchObject({
      start: at('2026-02-28T09:30:00Z'),
      end: at('2026-03-31T09:30:00Z'),
    });
    expect(currentPeriod(holder, at('2027-01-31T09:29:59Z')).start).toEqual(at('2026-12-31T09:30:00Z'));
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1)).toEqual(at('2028-02-29T00:00:00Z'));
  });

  it('property: now is always inside its period, and periods follow each other without gaps', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3000 * 24 * 3600 * 1000 }),
        (anchor, offset) => {
          const holder: PlanHolder = {
            subscription_tier: 'premium',
            created_at: anchor,
            plan_started_at: anchor,
          };
          const now = new Date(anchor.getTime() + offset);
          const period = currentPeriod(holder, now);
          expect(period.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(period.end.getTime()).toBeGreaterThan(now.getTime());
          expect(currentPeriod(holder, period.end).start).toEqual(period.end);
          expect(period.end.getTime() - period.start.getTime()).toBeGreaterThanOrEqual(
            28 * 24 * 3600 * 1000 - 3600_000,
          );
        },
      ),
    );
  });

  it('gives alpha the limits of Premium', () => {
    expect(limitsOf('alpha')).toEqual(limitsOf('premium'));
    expect(limitsOf('free')).toMatchObject({
      imagesPerPeriod: 10,
      customPrompt: false,
      highResolution: false,
    });
    expect(limitsOf('pro')).toMatchObject({ imagesPerPeriod: 100, customPrompt: true });
    expect(DESIGN_TEXT.quotaExceededFree).toContain('10');
  });
});
