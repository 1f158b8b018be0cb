// `npm run plan:set -- <email> <free|pro|premium|alpha>`: sets a user's plan by hand, on the
// database the product uses (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, whether the
// product is running or not). For installations without Stripe, alpha testers and support; a user
// who pays through Stripe keeps Stripe's plan.
import { OPERATOR_PLANS, type OperatorPlan, setPlanByHand } from '../src/billing/operator.ts';
import { withOperatorDatabase } from './operator-database.ts';

const [email, plan] = process.argv.slice(2);
if (!email || !OPERATOR_PLANS.includes(plan as OperatorPlan)) {
  console.error(`usage: npm run plan:set -- <email> <${OPERATOR_PLANS.join('|')}>`);
  process.exit(2);
}

await withOperatorDatabase(async (pool) => {
  const result = await setPlanByHand(pool, email, plan as OperatorPlan);
  if (result.ok) console.log(`${result.email}: ${result.before} → ${result.after}`);
  else {
    console.error(result.message);
    process.exitCode = 1;
  }
});
