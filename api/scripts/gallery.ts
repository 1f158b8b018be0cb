// `npm run gallery`: the gallery's approval queue, for an operator until the admin area has one.
//   npm run gallery                       lists the designs waiting, oldest first
//   npm run gallery -- approve <designId>  shows it on /gallery (its owner earns the gallery badge)
//   npm run gallery -- refuse <designId>   leaves it out (its owner may submit it again)
// On the database the product uses (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR,
// whether the product is running or not).
import { decideSubmission, pendingSubmissions } from '../src/gallery/gallery.ts';
import { withOperatorDatabase } from './operator-database.ts';

const [action = 'list', designId] = process.argv.slice(2);
if (!['list', 'approve', 'refuse'].includes(action) || (action !== 'list' && !designId)) {
  console.error('usage: npm run gallery [-- approve <designId> | -- refuse <designId>]');
  process.exit(2);
}

await withOperatorDatabase(async (pool) => {
  if (action === 'list') {
    const waiting = await pendingSubmissions(pool);
    if (waiting.length === 0) console.log('No designs are waiting for the gallery.');
    for (const entry of waiting)
      console.log(
        `${entry.designId}  ${entry.submittedAt.toISOString()}  ${entry.ownerEmail}  ${entry.name}`,
      );
    return;
  }
  const decision = action === 'approve' ? 'approved' : 'refused';
  if (await decideSubmission(pool, designId ?? '', decision)) console.log(`${designId}: ${decision}`);
  else {
    console.error(`No design ${designId} is waiting for the gallery (npm run gallery lists them).`);
    process.exitCode = 1;
  }
});
