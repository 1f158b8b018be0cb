// Builds the CMS admin for the current sources unless that build exists (what `npm start` does
// first on a fresh clone). `npm test` runs this in the background at a low priority while the
// checks and unit tests run, so the browser tests' first start finds the CMS built.
import { ensureCmsBuilt } from '../src/cms/cms-process.ts';

const started = performance.now();
const build = await ensureCmsBuilt({
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
});
console.log(
  build.built
    ? `CMS built in ${((performance.now() - started) / 1000).toFixed(0)} s (${build.distDir})`
    : `CMS already built (${build.distDir})`,
);
