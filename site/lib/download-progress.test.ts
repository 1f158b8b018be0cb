import { describe, expect, it } from 'vitest';
import { announcedLength, readWithProgress } from './download-progress.ts';

/** An answer whose body arrives in `pieces`, with these headers. */
function answer(pieces: string[], headers: Record<string, string>): Response {
  const bytes = pieces.map((piece) => new TextEncoder().encode(piece));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of bytes) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body, { headers });
}

describe('readWithProgress', () => {
  it('tells the fraction received piece by piece and hands back the whole file', async () => {
    const seen: number[] = [];
    const blob = await readWithProgress(
      answer(['%PDF', '-1.7', '..'], { 'content-length': '10' }),
      'application/pdf',
      (fraction) => seen.push(fraction),
    );
    expect(seen).toEqual([0.4, 0.8, 1]);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7..');
  });

  it('tells nothing when the length is not announced, and still reads the file', async () => {
    const seen: number[] = [];
    const blob = await readWithProgress(answer(['%PDF'], {}), 'application/pdf', (f) => seen.push(f));
    expect(seen).toEqual([]);
    expect(await blob.text()).toBe('%PDF');
  });
});

describe('announcedLength', () => {
  it('does not trust the length of a compressed body', () => {
    const headers = { 'content-length': '10', 'content-encoding': 'gzip' };
    expect(announcedLength(new Response('x', { headers }))).toBeNull();
    expect(announcedLength(new Response('x', { headers: { 'content-length': '10' } }))).toBe(10);
  });
});
