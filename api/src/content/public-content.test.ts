import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CREDIT_PACKS } from '@poolscape/shared/billing';
import { PUBLIC_CONTENT_PATH } from '@poolscape/shared/content';
import { PLANS } from '@poolscape/shared/plans';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteBuild } from '../site-builds/site-builds.ts';
import { PublicContentReader } from './public-content.ts';

const roots: string[] = [];
/** A site build whose public content is `content`. */
function buildWith(content: object): { current: SiteBuild } {
  const root = mkdtempSync(join(tmpdir(), 'poolscape-public-content-'));
  roots.push(root);
  mkdirSync(dirname(join(root, PUBLIC_CONTENT_PATH)), { recursive: true });
  writeFileSync(join(root, PUBLIC_CONTENT_PATH), JSON.stringify(content));
  return { current: { root, hashes: { scripts: [], styles: [] } } };
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const older = { posts: [], landingVideo: null, galleryHostnames: [] };

describe('PublicContentReader', () => {
  it('offers the code plans and packs before the first build and from builds made before they were written', async () => {
    for (const builds of [{ current: null }, buildWith(older)]) {
      const content = await new PublicContentReader(builds).get();
      expect(content.plans.map((plan) => [plan.key, plan.price])).toEqual(
        PLANS.map((plan) => [plan.key, plan.price]),
      );
      expect(content.creditPacks.map((pack) => pack.name)).toEqual(CREDIT_PACKS.map((pack) => pack.name));
    }
  });

  it('keeps the plans and packs of the build in the editors order', async () => {
    const pack = { key: 'credits_250', name: 'Big pack', price: 49, badge: null };
    const builds = buildWith({ ...older, plans: [], creditPacks: [pack, { ...pack, key: 'credits_25' }] });
    const content = await new PublicContentReader(builds).get();
    expect(content.creditPacks.map((entry) => entry.key)).toEqual(['credits_250', 'credits_25']);
    expect(content.plans).toHaveLength(PLANS.length);
  });
});
