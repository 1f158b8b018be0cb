// For the design studio's tests: photo fixtures, multipart bodies, accounts on a plan and a count
// of stored files.
import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import sharp from 'sharp';

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

/** Every file under a storage folder (local disk only), for "nothing stored" checks. */
export async function countFiles(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * A tiny PNG whose header claims `width` x `height` pixels (its image data is a few bytes): what a
 * "decompression bomb" looks like to a server before it decodes the picture.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 344-byte kind of file that took 19 s of CPU: full-size rects under three wide blurs. */
export function svgBomb(side = 6000): Buffer {
  const blur = '<feGaussianBlur stdDeviation="400"/>'.repeat(3);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><filter id="f">${blur}</filter>` +
      `<rect width="100%" height="100%" filter="url(#f)"/><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
  );
}
