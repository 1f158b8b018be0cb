// Every capability the README describes to users has a product fact the assistant answers from:
// each section about what a user can do (its `##` and `###` headings), each capability named in
// bold in it (`- **Collections**`, `**Your data.**`). A capability added to the README without a
// fact fails here, by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../env.ts';
import { PRODUCT_FACTS } from './product-facts.ts';

/** The README's sections about what users do, from the design studio to the assistant. */
const USER_SECTIONS = [
  'The design studio',
  'Videos',
  'Collections, presentations, public profiles and badges',
  'Support and the admin area',
  'WordPress',
  'Plans and billing',
  'Accounts',
  'The assistant',
];

function readmeCapabilities(): string[] {
  const found: string[] = [];
  let section = '';
  for (const line of readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n')) {
    const heading = line.match(/^(##+)\s+(.+)$/);
    if (heading?.[1] === '##') section = heading[2] ?? '';
    if (!USER_SECTIONS.includes(section)) continue;
    if (heading?.[2]) found.push(heading[2]);
    const named = line.match(/^(?:- )?\*\*([^*]+)\*\*/);
    if (named?.[1]) found.push(named[1]);
  }
  return found;
}

describe('the product facts', () => {
  it('cover every capability the README describes to users', () => {
    const capabilities = readmeCapabilities();
    expect(capabilities.length).toBeGreaterThan(20);
    const covered = new Set(PRODUCT_FACTS.flatMap((fact) => fact.readme));
    expect(capabilities.filter((capability) => !covered.has(capability))).toEqual([]);
  });

  it('name only capabilities the README has, and each says where to find it', () => {
    const capabilities = new Set(readmeCapabilities());
    expect(PRODUCT_FACTS.flatMap((fact) => fact.readme).filter((name) => !capabilities.has(name))).toEqual(
      [],
    );
    for (const fact of PRODUCT_FACTS) expect(fact.url, fact.question).toMatch(/^\/[a-z/-]*$/);
  });
});
