// Starts the product once for every browser test, from an empty data folder, as a newcomer's
// first `npm start` would; stops it (Ctrl-C) when the run ends.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT, type ProductState, parseEditor, repoRoot, STATE_FILE, startProduct } from './product.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = join(repoRoot, '.data', 'e2e');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const product = await startProduct({ port: E2E_PORT, dataDir });
  const state: ProductState = { url: product.url, editor: parseEditor(product.output()) };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  return async () => {
    await product.stop('SIGINT');
  };
}
