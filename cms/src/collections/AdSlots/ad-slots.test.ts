// Who may see and change ad slots, and what the CMS accepts as one: checked on the collection's
// own access rules and field checks, with any user and any input.
import { AD_PLACEMENTS, AD_SLOT_MESSAGES } from '@poolscape/shared/ad-slots';
import fc from 'fast-check';
import type { Access, Field, PayloadRequest } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The collection's module reads the CMS's configuration (for the rebuild hook) when it loads.
vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { AdSlots } = await import('./index.ts');
// Test files share their worker (isolate: false): the next file must not see these.
afterAll(() => vi.unstubAllEnvs());

type Validate = (value: unknown, options: object) => Promise<true | string> | true | string;

const access = AdSlots.access as Record<'read' | 'create' | 'update' | 'delete', Access>;
const field = (name: string) =>
  AdSlots.fields.find(
    (entry): entry is Field & { validate: Validate } => 'name' in entry && entry.name === name,
  )?.validate as Validate;

/** A request from `user`, whose CMS finds `taken` (the slots holding a place) on a lookup. */
function requestOf(user: unknown, taken: { id: number; placement: string }[] = []) {
  const find = async ({
    where,
  }: {
    where: { and: Record<string, { equals?: string; not_equals?: number }>[] };
  }) => {
    const placement = where.and[0]?.placement?.equals;
    const except = where.and[1]?.id?.not_equals;
    return { docs: taken.filter((slot) => slot.placement === placement && slot.id !== except) };
  };
  return { user, payload: { find } } as unknown as PayloadRequest;
}
const allowed = async (rule: Access, user: unknown) =>
  rule({ req: requestOf(user) } as Parameters<Access>[0]);

const anyUser = fc.oneof(
  fc.constant(null),
  fc.record({
    id: fc.integer(),
    role: fc.oneof(fc.constantFrom('admin', 'editor', 'user', ''), fc.anything()),
  }),
  fc.record({ id: fc.integer(), email: fc.emailAddress() }),
);

describe('who may use ad slots', () => {
  it('lets only admins add, change or delete a slot, whoever else asks', async () => {
    await fc.assert(
      fc.asyncProperty(anyUser, async (user) => {
        const admin = (user as { role?: unknown } | null)?.role === 'admin';
        for (const rule of [access.create, access.update, access.delete])
          expect(await allowed(rule, user)).toBe(admin);
      }),
    );
  });

  it('shows admins every slot and everyone else only the slots that are on', async () => {
    expect(await allowed(access.read, { id: 1, role: 'admin' })).toBe(true);
    for (const user of [null, { id: 2, role: 'editor' }, { id: 3 }])
      expect(await allowed(access.read, user)).toEqual({ enabled: { equals: true } });
  });
});

describe('what the CMS accepts as a slot', () => {
  const placement = field('placement');
  const options = (taken: { id: number; placement: string }[], id?: number) => ({
    req: requestOf(null, taken),
    id,
  });

  it('takes a place of the site that no other slot holds, and the same place when a slot is changed', async () => {
    expect(await placement('blog-post-sidebar', options([]))).toBe(true);
    const taken = [{ id: 7, placement: 'blog-post-sidebar' }];
    expect(await placement('blog-post-sidebar', options(taken))).toBe(AD_SLOT_MESSAGES.placementTaken);
    expect(await placement('blog-post-sidebar', options(taken, 7))).toBe(true);
    expect(await placement('blog-between-posts', options(taken))).toBe(true);
  });

  it('answers any other value in plain words, never with an error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (value) => {
        const known = typeof value === 'string' && (AD_PLACEMENTS as readonly string[]).includes(value);
        expect(await placement(value, options([]))).toBe(known ? true : AD_SLOT_MESSAGES.placement);
      }),
    );
  });

  it('checks the ids with the shared rules', () => {
    expect(field('publisherId')('ca-pub-1234567890123456', {})).toBe(true);
    expect(field('publisherId')('ca-pub-12', {})).toBe(AD_SLOT_MESSAGES.publisherId);
    expect(field('slotId')('1234567890', {})).toBe(true);
    expect(field('slotId')('12ab', {})).toBe(AD_SLOT_MESSAGES.slotId);
  });
});
