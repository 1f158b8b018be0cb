// Helpers for the design studio's tests: a fast stand-in renderer (the real one takes about a
// second per image), photo fixtures, multipart bodies and a way to run queued render jobs now.
import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.ts';
import type { PoolRenderer, PoolRenderRequest } from './pool-renderer.ts';
import { failVersion, renderVersion } from './render-job.ts';
import { RENDER_FAILED_QUEUE, RENDER_QUEUE, type RenderJobData, type RenderQueue } from './render-queue.ts';

export interface StandInRenderer extends PoolRenderer {
  /** Every request it was given, in order. */
  calls: PoolRenderRequest[];
  /** Throws on the call with this (1-based) number, once. */
  failOnCall: number | null;
}

/** Paints the pool's bounding box a flat blue over the photo: same size, lossless, fast. */
export function standInRenderer(): StandInRenderer {
  const renderer: StandInRenderer = {
    calls: [],
    failOnCall: null,
    async render(request) {
      renderer.calls.push(request);
      if (renderer.failOnCall === renderer.calls.length) {
        renderer.failOnCall = null;
        throw new Error('stand-in renderer failure');
      }
      const meta = await sharp(request.photo).metadata();
      const width = meta.width ?? 1;
      const height = meta.height ?? 1;
      const xs = request.corners.map((point) => point.x);
      const ys = request.corners.map((point) => point.y);
      const left = Math.max(0, Math.floor(Math.min(...xs)));
      const top = Math.max(0, Math.floor(Math.min(...ys)));
      const boxWidth = Math.max(1, Math.min(width - left, Math.ceil(Math.max(...xs)) - left));
      const boxHeight = Math.max(1, Math.min(height - top, Math.ceil(Math.max(...ys)) - top));
      const shade = request.seed % 200;
      const pool = await sharp({
        create: { width: boxWidth, height: boxHeight, channels: 3, background: { r: 20, g: shade, b: 220 } },
      })
        .png()
        .toBuffer();
      const image = await sharp(request.photo)
        .composite([{ input: pool, left, top }])
        .png({ compressionLevel: 1 })
        .toBuffer();
      return { image, width, height };
    },
  };
  return renderer;
}

/** A JPEG photo of a backyard-ish gradient, `width` x `height`. */
export async function jpegPhoto(
  width: number,
  height: number,
  options: { gps?: boolean } = {},
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: '#5b8c4a' } })
    .composite([
      {
        input: await sharp({
          create: { width, height: Math.max(1, Math.floor(height / 3)), channels: 3, background: '#9cc3e6' },
        })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 85 });
  if (!options.gps) return base.toBuffer();
  // A camera's EXIF: the owner's name and where the photo was taken.
  return sharp(await base.toBuffer())
    .withExif({
      IFD0: { Copyright: 'Pat Builder', Artist: 'Pat Builder' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** The start of an iPhone HEIC file: an ISO-BMFF `ftyp` box with the `heic` brand. */
export function heicBytes(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('heic', 8, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1', 16, 'latin1');
  ftyp.write('heic', 20, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----poolscape-design-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let accounts = 0;

/** Registers a user (optionally on a plan) and returns their token and id. */
export async function registerUser(
  app: FastifyInstance,
  pool: Pool,
  tier: 'free' | 'pro' | 'premium' | 'alpha' = 'free',
): Promise<{ token: string; id: string; auth: { authorization: string } }> {
  accounts += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/simple/register',
    payload: {
      firstName: 'Dana',
      lastName: `Tester${accounts}`,
      email: `designer-${accounts}-${Date.now()}@example.com`,
      password: 'secret123',
    },
    remoteAddress: `198.51.100.${accounts % 250}`,
  });
  const body = response.json() as { token: string; user: { id: string } };
  if (!body.token) throw new Error(`could not register: ${response.body}`);
  if (tier !== 'free') {
    await pool.query('update app.users set subscription_tier = $2 where id = $1', [body.user.id, tier]);
  }
  return { token: body.token, id: body.user.id, auth: { authorization: `Bearer ${body.token}` } };
}

/**
 * Runs every render job that is ready now through the real queue (fetch, handler, complete or
 * fail), as a worker would. Returns how many jobs ran.
 */
export async function drainRenderJobs(
  queue: RenderQueue,
  deps: { pool: Pool; storage: Storage; renderer: PoolRenderer },
): Promise<number> {
  let ran = 0;
  for (;;) {
    const jobs = await queue.boss.fetch<RenderJobData>(RENDER_QUEUE, { batchSize: 10 });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      ran += 1;
      try {
        await renderVersion(deps, job.data);
        await queue.boss.complete(RENDER_QUEUE, job.id);
      } catch (error) {
        await queue.boss.fail(RENDER_QUEUE, job.id, { message: (error as Error).message });
      }
    }
  }
  for (;;) {
    const failed = await queue.boss.fetch<RenderJobData>(RENDER_FAILED_QUEUE, { batchSize: 10 });
    if (failed.length === 0) break;
    for (const job of failed) {
      await failVersion(deps, job.data);
      await queue.boss.complete(RENDER_FAILED_QUEUE, job.id);
    }
  }
  return ran;
}

/** Every file under a storage folder (local disk only), for "nothing stored" checks. */
export async function countFiles(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}
