// The placement analysis runs off the event loop: the same answer as analysed on the calling
// thread, for both sample yards, while the event loop goes on turning until it comes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analysePlacement } from './analysis-thread.ts';
import { placeOnGround } from './ground.ts';

const SAMPLES = ['garden-sloped-lawn-stone-house.jpg', 'garden-small-fenced-yard.jpg'];

async function gridOf(name: string) {
  const file = fileURLToPath(new URL(`../../../../cms/src/seed/images/${name}`, import.meta.url));
  const { data, info } = await sharp(readFileSync(file))
    .rotate()
    .resize({ width: 160, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the placement analysis thread', () => {
  it.each(SAMPLES)('finds what the calling thread finds on %s', async (name) => {
    const grid = await gridOf(name);
    const here = placeOnGround(grid);
    expect(here).not.toBeNull();
    expect(await analysePlacement(grid)).toEqual(here);
  });

  it('lets the event loop turn while it analyses', async () => {
    const grid = await gridOf(SAMPLES[0] as string);
    await analysePlacement(grid);
    let turns = 0;
    let done = false;
    const turn = () => {
      turns += 1;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    // Analysed here, the answer would come before the loop turned once.
    await analysePlacement(grid);
    done = true;
    expect(turns).toBeGreaterThan(0);
  });
});
