// The admin area's user search over 100,000 accounts, against the running product (real HTTP, its
// PostgreSQL): the accounts are generated in the database in one statement, then an admin searches
// them 200 times (parts of names and addresses, with and without a plan filter, one that matches
// nobody) and the p95 is reported (target under 100 ms). Run on its own with
// `node tests/bench/admin.ts`, which starts a product of its own; `npm run bench` includes it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrlOf, repoRoot, startProduct } from '../e2e/helpers/product.ts';

export type Row = [string, string, string];

const USERS = 100_000;
const SEARCHES = 200;
const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
  'Kira',
  'Liam',
];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Okafor', 'Rossi', 'Schmidt', 'Tanaka', 'Walsh', 'Novak', 'Silva'];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

export async function benchAdminSearch(base: string, databaseUrl: string): Promise<Row[]> {
  const email = `bench-admin-${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/simple/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Admin', email, password: 'bench-secret-1' }),
  });
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query("update app.users set staff_role = 'admin' where id = $1", [user.id]);
    await client.query(
      `insert into app.users (email, first_name, last_name, subscription_tier, created_at)
       select 'member' || g || '@bench' || (g % 97) || '.example.com', ($1::text[])[1 + g % $3], ($2::text[])[1 + (g / 7) % $4],
              (array['free', 'pro', 'premium'])[1 + g % 3], now() - g * interval '1 minute'
         from generate_series(1, $5::int) g`,
      [FIRST, LAST, FIRST.length, LAST.length, USERS],
    );
    await client.query('analyze app.users');
  } finally {
    await client.end();
  }
  const seeded = (performance.now() - started) / 1000;
  const searches = ['smi', 'okafor', 'member4242', 'bench13', 'grace n', 'nobody-at-all', 'ros', 'silva'];
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < SEARCHES; run++) {
    const q = searches[run % searches.length] as string;
    const plan = run % 2 === 0 ? '' : `&plan=${['free', 'pro', 'premium'][run % 3]}`;
    const begun = performance.now();
    const response = await fetch(`${base}/api/admin/users?q=${encodeURIComponent(q)}${plan}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { total: number };
    times.push(performance.now() - begun);
    if (response.status !== 200) throw new Error(`admin search: ${response.status}`);
    found += body.total;
  }
  return [
    [
      'admin user search, p95',
      `${percentile(times, 0.95).toFixed(1)} ms`,
      `GET /api/admin/users?q= over ${USERS.toLocaleString('en-US')} accounts, ${SEARCHES} searches (median ${percentile(times, 0.5).toFixed(1)} ms, ${Math.round(found / SEARCHES)} matches on average; target under 100 ms); accounts made in ${seeded.toFixed(1)} s`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3291);
  const dataDir = join(repoRoot, '.data', 'bench-admin');
  rmSync(dataDir, { recursive: true, force: true });
  const product = await startProduct({ port, dataDir, env: { LOG_LEVEL: 'error' } });
  try {
    for (const [name, value, how] of await benchAdminSearch(
      `http://localhost:${port}`,
      databaseUrlOf(dataDir),
    ))
      console.log(`${name}  ${value}  ${how}`);
  } finally {
    await product.stop('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
