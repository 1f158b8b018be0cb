// Why a page loses Lighthouse points: every failing audit with the first elements or URLs it
// names. `node tests/bench/lighthouse-audit.ts http://localhost:3000/blog`
import lighthouse from 'lighthouse';
import { startChromium } from './pages.ts';

const url = process.argv[2] ?? 'http://localhost:3000/';
const chromium = await startChromium();
const port = chromium.port;
const result = await lighthouse(url, {
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
});
if (!result) throw new Error('no result');
const { lhr } = result;
for (const [k, c] of Object.entries(lhr.categories)) {
  console.log(k, Math.round((c.score ?? 0) * 100));
  for (const ref of c.auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a) continue;
    if (a.score !== null && a.score < 1 && ref.weight > 0)
      console.log(
        '   ',
        ref.id,
        a.score,
        a.displayValue ?? '',
        ((a.details as { items?: { node?: { snippet?: string }; url?: string }[] } | undefined)?.items ?? [])
          .slice(0, 3)
          .map((item) => item.node?.snippet ?? item.url ?? '')
          .join(' | '),
      );
  }
}
chromium.stop();
