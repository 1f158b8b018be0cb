import { readFileSync } from 'node:fs';
import { type ProductState, STATE_FILE } from './product.ts';

/** What the global setup learned from the product's first start. */
export function productState(): ProductState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
}
