// Setting a plan by hand (`npm run plan:set`), on a real database: the plan and its limits change
// at once, an unknown e-mail is named, and a user who pays through Stripe keeps Stripe's plan.
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCredits } from './credits.ts';
import { setPlanByHand } from './operator.ts';

let db: TestDatabase;
let test: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  test = await createTestApp(db.pool);
});
afterAll(async () => {
  await test.close();
  await db.drop();
});

const emailOf = async (id: string) =>
  (await db.pool.query<{ email: string }>('select email from app.users where id = $1', [id])).rows[0]
    ?.email ?? '';

describe('setting a plan by hand', () => {
  it('changes the plan and its limits at once, whatever the e-mail’s case', async () => {
    const user = await registerUser(test.app, db.pool);
    const email = await emailOf(user.id);
    const result = await setPlanByHand(db.pool, ` ${email.toUpperCase()} `, 'premium');
    expect(result).toEqual({ ok: true, email, before: 'free', after: 'premium' });
    expect(await getCredits(db.pool, user.id)).toMatchObject({
      plan: 'premium',
      imagesLimit: 500,
      advanced: true,
    });
  });

  it('names an e-mail no account uses, and changes nothing', async () => {
    expect(await setPlanByHand(db.pool, 'nobody@example.com', 'pro')).toEqual({
      ok: false,
      message: 'No account uses nobody@example.com.',
    });
  });

  it('leaves a Stripe subscriber on Stripe’s plan', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    await db.pool.query(
      `insert into app.subscriptions (id, user_id, customer_id, plan, status, current_period_start, current_period_end)
       values ('sub_operator_test', $1, 'cus_operator_test', 'pro', 'active', now(), now() + interval '1 month')`,
      [user.id],
    );
    const result = await setPlanByHand(db.pool, await emailOf(user.id), 'free');
    expect(result.ok).toBe(false);
    expect((await getCredits(db.pool, user.id))?.plan).toBe('pro');
  });
});
