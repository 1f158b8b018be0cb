// The admin dashboard's figures and the user statistics through the API against a real database:
// accounts and designs dated in the past weeks come out as the daily series, the conversion per
// week of sign-up and the weekly retention the screens draw.
import { randomUUID } from 'node:crypto';
import { AdminOverviewSchema, AdminStatsSchema, AdminUserAnalyticsSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const DAY = 86_400_000;

describe('admin figures and user statistics', () => {
  const test = useTestApp();
  let auth: { authorization: string };

  /** An account made `daysAgo` days ago, on `plan`, with a design made each of `designDaysAgo`. */
  async function member(daysAgo: number, plan: string, designDaysAgo: number[]) {
    const id = randomUUID();
    await test.db.pool.query(
      `insert into app.users (id, email, first_name, last_name, subscription_tier, created_at)
       values ($1, $2, 'Stat', 'Member', $3, $4)`,
      [id, `stats-${id}@example.com`, plan, new Date(Date.now() - daysAgo * DAY)],
    );
    for (const ago of designDaysAgo)
      await test.db.pool.query(
        `insert into app.designs (id, user_id, name, photo_key, photo_width, photo_height, source, created_at)
         values ($1, $2, 'Stat design', 'designs/x/photo.png', 800, 600, '{"sampleId":"garden-small-fenced-yard"}', $3)`,
        [randomUUID(), id, new Date(Date.now() - ago * DAY)],
      );
    return id;
  }
  let premium = '';

  beforeAll(async () => {
    const admin = await registerUser(test.app, test.db.pool);
    await test.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    auth = admin.auth;
    await member(0, 'free', [0]);
    await member(0, 'pro', []);
    premium = await member(20, 'premium', [20, 13]);
    await member(20, 'free', [20]);
  });

  const get = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('draws sign-ups and designs per day, conversion per week and retention by week', async () => {
    const stats = AdminStatsSchema.parse(await get('/api/admin/stats?days=30'));
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily.at(-1);
    // Today: the two members above and the admin; one design.
    expect(today).toMatchObject({ signUps: 3, designs: 1 });
    expect(stats.daily.reduce((sum, day) => sum + day.signUps, 0)).toBe(5);
    expect(stats.daily.reduce((sum, day) => sum + day.designs, 0)).toBe(4);
    expect(stats.conversion.reduce((sum, week) => sum + week.signUps, 0)).toBe(5);
    expect(stats.conversion.reduce((sum, week) => sum + week.paid, 0)).toBe(2);
    // The cohort of 20 days ago: both made a design in their first week, one a week later.
    const old = stats.retention.find((cohort) => cohort.signUps === 2 && cohort.active.length >= 3);
    expect(old?.active.slice(0, 2)).toEqual([2, 1]);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/stats?days=7', headers: auth })).statusCode,
    ).toBe(400);
  });

  it("shows one user's designs per week, images and videos used, and nothing of a user who does not exist", async () => {
    const analytics = AdminUserAnalyticsSchema.parse(await get(`/api/admin/users/${premium}/analytics`));
    expect(analytics.designsByWeek).toHaveLength(12);
    expect(analytics.designsByWeek.reduce((sum, week) => sum + week.designs, 0)).toBe(2);
    expect(analytics).toMatchObject({ imagesUsed: 0, videos: 0, lastSeenAt: null });
    const missing = await test.app.inject({
      method: 'GET',
      url: `/api/admin/users/${randomUUID()}/analytics`,
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('counts the last day, 7 and 30 days for the dashboard', async () => {
    const day = AdminOverviewSchema.parse(await get('/api/admin/overview?days=1'));
    const month = AdminOverviewSchema.parse(await get('/api/admin/overview?days=30'));
    expect(day).toMatchObject({ signUps: 3, designs: 1 });
    expect(month).toMatchObject({ signUps: 5, designs: 4 });
    expect(month.plans).toMatchObject({ free: 3, pro: 1, premium: 1 });
  });
});
