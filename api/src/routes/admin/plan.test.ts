// An admin sets a user's plan on the user's page (POST /api/admin/users/{id}/plan): with a reason
// and a last day or none, in the audit log, seen at once by the user; a Stripe subscriber keeps
// Stripe's plan; bad input is refused with the field named and changes nothing; and the day after
// the last day, the housekeeping puts the account back on Free.
import { ADMIN_TEXT, AdminUserDetailSchema, AuditPageSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCredits } from '../../billing/credits.ts';
import { endPlansSetByHand } from '../../billing/operator.ts';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('plans set by an admin', () => {
  const test = useTestApp();
  const account = async (staffRole: 'admin' | null = null) => {
    const user = await registerUser(test.app, test.db.pool);
    if (staffRole)
      await test.db.pool.query('update app.users set staff_role = $2 where id = $1', [user.id, staffRole]);
    return user;
  };
  const setPlan = (auth: Record<string, string>, userId: string, payload: unknown) =>
    test.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/plan`,
      headers: auth,
      payload: payload as object,
    });
  const planOf = async (userId: string) =>
    (
      await test.db.pool.query<{ plan: string; until: string | null }>(
        `select subscription_tier as plan, to_char(plan_until, 'YYYY-MM-DD') as until from app.users where id = $1`,
        [userId],
      )
    ).rows[0];

  it('sets the plan with its last day: the user sees it at once, and the audit log says why', async () => {
    const admin = await account('admin');
    const user = await account();
    const until = dayFromNow(30);
    const response = await setPlan(admin.auth, user.id, { plan: 'pro', reason: 'Paid by invoice', until });
    expect(response.statusCode).toBe(200);
    expect(AdminUserDetailSchema.parse(response.json())).toMatchObject({
      plan: 'pro',
      planUntil: until,
      stripe: null,
    });

    const me = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: user.auth });
    expect(me.json().subscriptionTier).toBe('pro');
    expect(await getCredits(test.db.pool, user.id)).toMatchObject({ plan: 'pro', imagesLimit: 100 });

    const log = AuditPageSchema.parse(
      (
        await test.app.inject({
          method: 'GET',
          url: `/api/admin/audit?targetId=${user.id}`,
          headers: admin.auth,
        })
      ).json(),
    );
    expect(log.items[0]).toMatchObject({
      action: 'user.plan',
      before: { plan: 'free', until: null },
      after: { plan: 'pro', until, reason: 'Paid by invoice' },
    });

    // With no last day.
    const forGood = await setPlan(admin.auth, user.id, { plan: 'premium', reason: 'Partner', until: null });
    expect(forGood.json()).toMatchObject({ plan: 'premium', planUntil: null });
  });

  it('puts the account back on Free the day after the last day, a Stripe subscriber on their paid plan', async () => {
    const admin = await account('admin');
    const ending = await account();
    const paying = await account();
    await setPlan(admin.auth, ending.id, {
      plan: 'premium',
      reason: 'Trial extension',
      until: dayFromNow(2),
    });
    await setPlan(admin.auth, paying.id, { plan: 'alpha', reason: 'Tester', until: dayFromNow(2) });
    await test.db.pool.query(
      `insert into app.subscriptions (id, user_id, customer_id, plan, status, current_period_start, current_period_end)
       values ('sub_plan_end', $1, 'cus_plan_end', 'pro', 'active', now(), now() + interval '1 month')`,
      [paying.id],
    );
    expect(await endPlansSetByHand(test.db.pool)).toBe(0);
    await test.db.pool.query(
      `update app.users set plan_until = current_date - 1 where id = any($1::uuid[])`,
      [[ending.id, paying.id]],
    );
    expect(await endPlansSetByHand(test.db.pool)).toBe(2);
    expect(await planOf(ending.id)).toEqual({ plan: 'free', until: null });
    // Alpha over a Stripe subscription ends on the plan they pay for.
    expect(await planOf(paying.id)).toEqual({ plan: 'pro', until: null });
    const me = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: ending.auth });
    expect(me.json().subscriptionTier).toBe('free');
    const log = await test.db.pool.query<{ actor_email: string; after: { plan: string } }>(
      `select actor_email, after from app.audit_log where target_id = $1 order by id desc limit 1`,
      [ending.id],
    );
    expect(log.rows[0]).toMatchObject({ actor_email: 'the plan’s last day', after: { plan: 'free' } });
  });

  it('leaves a Stripe subscriber on Stripe’s plan and says why; Alpha can still be set', async () => {
    const admin = await account('admin');
    const user = await account();
    await test.db.pool.query(
      `insert into app.subscriptions (id, user_id, customer_id, plan, status, current_period_start, current_period_end)
       values ('sub_admin_plan', $1, 'cus_admin_plan', 'pro', 'active', now(), now() + interval '1 month')`,
      [user.id],
    );
    await test.db.pool.query("update app.users set subscription_tier = 'pro' where id = $1", [user.id]);
    const refused = await setPlan(admin.auth, user.id, { plan: 'free', reason: 'Asked to stop' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ADMIN_TEXT.planFromStripe });
    expect(await planOf(user.id)).toEqual({ plan: 'pro', until: null });
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
    });
    expect(detail.json().stripe).toEqual({ plan: 'pro', status: 'active' });
    expect((await setPlan(admin.auth, user.id, { plan: 'alpha', reason: 'Tester' })).statusCode).toBe(200);
  });

  it('refuses bad input with the field named, and anyone but an admin; nothing changes', async () => {
    const admin = await account('admin');
    const user = await account();
    const cases: [unknown, string][] = [
      [{ plan: 'gold', reason: 'x' }, 'plan must be one of free, pro, premium, alpha.'],
      [{ plan: 'pro', reason: '  ' }, 'reason must not be empty.'],
      [{ plan: 'pro', reason: 'x', until: dayFromNow(0) }, 'until must be a day after today.'],
      [{ plan: 'pro', reason: 'x', until: '31/12/2030' }, 'until must be a date (YYYY-MM-DD).'],
      [{ plan: 'pro', reason: 'x', extra: true }, 'extra'],
    ];
    for (const [payload, message] of cases) {
      const response = await setPlan(admin.auth, user.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(
      (await setPlan(admin.auth, '00000000-0000-4000-8000-000000000000', { plan: 'pro', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await setPlan(user.auth, user.id, { plan: 'premium', reason: 'Myself' })).statusCode).toBe(403);
    expect((await setPlan({}, user.id, { plan: 'premium', reason: 'Nobody' })).statusCode).toBe(401);
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (payload) => {
        const response = await setPlan(admin.auth, user.id, { body: payload });
        expect(response.statusCode).toBe(400);
      }),
      { numRuns: 30 },
    );
    expect(await planOf(user.id)).toEqual({ plan: 'free', until: null });
  });
});
