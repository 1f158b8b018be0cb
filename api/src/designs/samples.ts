// The sample backyards a user can start a design from: the two CC0 garden photos the CMS seed
// ships (cms/src/seed/images), with pool placements that suit them from the renderer's samples.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Corners, Sample } from '@poolscape/shared';
import sharp from 'sharp';
import { repoRoot } from '../env.ts';
import { SAMPLE_CORNERS } from '../renderer/samples.ts';
import { normalisePhoto } from './photos.ts';

const SAMPLES_DIR = join(repoRoot, 'cms', 'src', 'seed', 'images');

const CREDIT = 'CC0, from the “Landscaper” WordPress theme by Risingthemes (images from pxhere.com).';

const CATALOG: readonly { id: string; name: string; file: string }[] = [
  {
    id: 'garden-sloped-lawn-stone-house',
    name: 'Sloped lawn by a stone house',
    file: 'garden-sloped-lawn-stone-house.jpg',
  },
  { id: 'garden-small-fenced-yard', name: 'Small fenced yard', file: 'garden-small-fenced-yard.jpg' },
];

export interface SamplePhoto {
  sample: Sample;
  /** The photo as shipped (JPEG), served to the sample picker. */
  jpeg: Buffer;
  /** The photo as a design's base (lossless PNG, made once) and its size. */
  base(): Promise<{ photo: Buffer; width: number; height: number }>;
}

/** The sample photos, read once from the CMS seed folder. */
export class SampleLibrary {
  readonly #dir: string;
  #loaded: Promise<Map<string, SamplePhoto>> | null = null;

  constructor(dir = SAMPLES_DIR) {
    this.#dir = dir;
  }

  async list(): Promise<Sample[]> {
    return [...(await this.#load()).values()].map((entry) => entry.sample);
  }

  async find(id: string): Promise<SamplePhoto | null> {
    return (await this.#load()).get(id) ?? null;
  }

  #load(): Promise<Map<string, SamplePhoto>> {
    this.#loaded ??= this.#read().catch((error: unknown) => {
      this.#loaded = null;
      throw error;
    });
    return this.#loaded;
  }

  async #read(): Promise<Map<string, SamplePhoto>> {
    const samples = new Map<string, SamplePhoto>();
    for (const entry of CATALOG) {
      const jpeg = await readFile(join(this.#dir, entry.file));
      const meta = await sharp(jpeg).metadata();
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      const corners = SAMPLE_CORNERS[entry.file];
      if (!corners || !width || !height) continue;
      let base: Promise<{ photo: Buffer; width: number; height: number }> | null = null;
      samples.set(entry.id, {
        jpeg,
        base: () => {
          base ??= normalisePhoto(jpeg).then(({ png, width, height }) => ({ photo: png, width, height }));
          return base;
        },
        sample: {
          id: entry.id,
          name: entry.name,
          url: `/api/designs/samples/${entry.id}/photo`,
          width,
          height,
          credit: CREDIT,
          suggestedCorners: corners.map((point) => ({ x: point.x / width, y: point.y / height })) as Corners,
        },
      });
    }
    return samples;
  }
}
