// The multipart encoder against the platform's own multipart parser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeMultipart } from './multipart.ts';

async function roundTrip(form: FormData): Promise<FormData> {
  const { body, contentType } = await encodeMultipart(form);
  return new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
}

describe('encoding a form as multipart/form-data', () => {
  it('carries files byte for byte with their names and types, and fields as text', async () => {
    const photo = new Uint8Array(70_000).map((_, i) => (i * 7919) % 256);
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/png' }), 'photo.png');
    form.append('prompt', 'A pool with a waterfall, “natural” stone');
    form.append('n', '3');
    const back = await roundTrip(form);
    const image = back.get('image') as File;
    expect(image.name).toBe('photo.png');
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(photo);
    expect(back.get('prompt')).toBe('A pool with a waterfall, “natural” stone');
    expect(back.get('n')).toBe('3');
  });

  it('reads back any field name and value as the standard encodes them', async () => {
    await fc.assert(
      // '%' excepted: the standard's escapes (%0A, %0D, %22) are read back as what they stand for.
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((name) => !name.includes('%')),
        fc.string(),
        async (name, value) => {
          const form = new FormData();
          form.append(name, value);
          const lines = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');
          // Every line ends with CRLF; CR, LF and '"' in names travel escaped and come back.
          expect([...(await roundTrip(form))]).toEqual([[lines(name), lines(value)]]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
