// `npm run plan:set -- <email> <free|pro|premium|alpha>`: sets a user's plan by hand, on the
// database the product uses (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, whether the
// product is running or not). For installations without Stripe, alpha testers and support; a user
// who pays through Stripe keeps Stripe's plan.
import { OPERATOR_PLANS, type OperatorPlan, setPlanByHand } from '../src/billing/operator.ts';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPool } from '../src/db/pool.ts';
import { loadEnv } from '../src/env.ts';

const [email, plan] = process.argv.slice(2);
if (!email || !OPERATOR_PLANS.includes(plan as OperatorPlan)) {
  console.error(`usage: npm run plan:set -- <email> <${OPERATOR_PLANS.join('|')}>`);
  process.exit(2);
}

const env = loadEnv();
const log = { info: () => {}, warn: (message: string) => console.warn(message) };
let databaseUrl = env.DATABASE_URL ?? runningEmbeddedPostgres(env.DATA_DIR, log);
const embedded = databaseUrl ? null : await startEmbeddedPostgres(env.DATA_DIR, log);
databaseUrl ??= embedded?.connectionString ?? '';
const pool = createPool(databaseUrl, (error) => console.error(`database connection error: ${error.message}`));
try {
  await migrate(pool);
  const result = await setPlanByHand(pool, email, plan as OperatorPlan);
  if (result.ok) console.log(`${result.email}: ${result.before} → ${result.after}`);
  else {
    console.error(result.message);
    process.exitCode = 1;
  }
} finally {
  await pool.end();
  await embedded?.stop();
}
