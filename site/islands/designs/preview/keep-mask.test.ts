import { KeepSchema } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { keepValue, maskSize } from './keep-mask.ts';

/** A canvas context as far as keepValue reads one: its canvas's PNG. */
const context = (url: string) =>
  ({ canvas: { toDataURL: () => url } }) as unknown as CanvasRenderingContext2D;

describe('the "Keep this" mask', () => {
  it('has the photo’s proportions, at most 1,536 pixels on its longest side', () => {
    expect(maskSize(1070, 1090)).toEqual({ width: 1070, height: 1090 });
    expect(maskSize(4000, 3000)).toEqual({ width: 1536, height: 1152 });
    expect(maskSize(3000, 4000)).toEqual({ width: 1152, height: 1536 });
  });

  it('is sent as its stored id while unchanged, as a PNG once painted on, and not at all when empty', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const ctx = context(png);
    expect(keepValue(ctx, { painted: true, storedId: '0123456789abcdef', changed: false })).toBe(
      '0123456789abcdef',
    );
    expect(keepValue(ctx, { painted: true, storedId: '0123456789abcdef', changed: true })).toBe(png);
    expect(keepValue(ctx, { painted: true, storedId: null, changed: true })).toBe(png);
    expect(keepValue(ctx, { painted: false, storedId: '0123456789abcdef', changed: false })).toBeUndefined();
    // What is sent is what the API takes.
    expect(
      KeepSchema.safeParse(keepValue(ctx, { painted: true, storedId: null, changed: true })).success,
    ).toBe(true);
  });
});
