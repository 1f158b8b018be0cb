// Which files the structure checks look at. Product code is what ships: the API, the site, the
// shared package and the CMS. Tests, test helpers, migrations, seed data and files a tool
// generates are not product code: they are long or repetitive by nature and are left out.
import { globSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository's root folder. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Folders that are never source: dependencies, build output, caches, data. */
const NOT_SOURCE_FOLDER =
  /(^|\/)(node_modules|dist|\.astro|\.next|\.next-builds|\.data|\.tools|test-results)$/;

/** Tests and the code only tests use. */
const TEST_CODE = /(^tests\/|\.test\.[cm]?[jt]sx?$)/;

/** Written once and never edited again, or written by a tool. */
const NOT_HAND_WRITTEN = [
  /^api\/migrations\//,
  /^cms\/src\/migrations\//,
  /^cms\/src\/seed\//,
  /^cms\/src\/payload-types\.ts$/,
  /^cms\/src\/app\/.*\/importMap\.js$/,
];

/**
 * The files matching `patterns` (globs relative to the repository's root), as sorted paths
 * relative to the root with forward slashes, never looking into dependencies or build output.
 */
export function listFiles(patterns) {
  const files = globSync(patterns, { cwd: repoRoot, exclude: (path) => NOT_SOURCE_FOLDER.test(path) });
  return [...new Set(files.map((file) => file.split('\\').join('/')))].sort();
}

/** True for product code; false for tests, migrations, seed data and generated files. */
export function isProductFile(file) {
  return !TEST_CODE.test(file) && !NOT_HAND_WRITTEN.some((rule) => rule.test(file));
}

/** The product's own modules: the API, the site, the shared package and the CMS. */
export function productModules() {
  return listFiles(['{api/src,site,shared/src,cms/src}/**/*.{ts,tsx,astro,mjs}']).filter(isProductFile);
}

/** Every hand-written source file outside the tests, configuration and scripts included. */
export function productSources() {
  return listFiles(['{api,site,shared,cms,scripts}/**/*.{ts,tsx,astro,mjs}', '*.{ts,mjs}']).filter(
    isProductFile,
  );
}
