import { DESIGN_TEXT, UPLOAD_LIMITS } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-checks.ts';

const photo = (name: string, type: string, size = 2_000_000) => ({ name, type, size });

describe('checks before a photo is uploaded', () => {
  it('lets JPEG, PNG and WebP photos up to 20 MB through', () => {
    expect(photoProblem(photo('yard.jpg', 'image/jpeg'))).toBeNull();
    expect(photoProblem(photo('yard.png', 'image/png'))).toBeNull();
    expect(photoProblem(photo('yard.webp', 'image/webp', UPLOAD_LIMITS.maxBytes))).toBeNull();
  });

  it('refuses a photo over 20 MB with the contract’s message', () => {
    expect(photoProblem(photo('big.jpg', 'image/jpeg', UPLOAD_LIMITS.maxBytes + 1))).toBe(
      DESIGN_TEXT.uploadTooLarge,
    );
  });

  it('explains HEIC photos from an iPhone', () => {
    expect(photoProblem(photo('IMG_0001.HEIC', ''))).toBe(DESIGN_TEXT.uploadHeic);
    expect(photoProblem(photo('x', 'image/heif'))).toBe(DESIGN_TEXT.uploadHeic);
  });

  it('refuses files that are not photos', () => {
    expect(photoProblem(photo('plan.pdf', 'application/pdf'))).toBe(DESIGN_TEXT.uploadUnsupported);
    expect(photoProblem(photo('logo.gif', 'image/gif'))).toBe(DESIGN_TEXT.uploadUnsupported);
    expect(photoProblem(photo('empty.jpg', 'image/jpeg', 0))).toBe(DESIGN_TEXT.uploadUnsupported);
  });

  it('judges a file without a type by its name (the server checks the bytes anyway)', () => {
    expect(photoProblem(photo('yard.JPEG', ''))).toBeNull();
    expect(photoProblem(photo('notes.txt', ''))).toBe(DESIGN_TEXT.uploadUnsupported);
  });
});
