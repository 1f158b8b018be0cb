// Checks made before a photo is uploaded, so an obviously wrong file is refused at once with the
// contract's message. The API judges the bytes again and its message wins; these only save a
// pointless upload (a 25 MB file over a phone connection).
import { DESIGN_TEXT, UPLOAD_LIMITS } from '@poolscape/shared';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/webp']);
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const HEIC = /\.(heic|heif)$/i;

/** What the file picker accepts. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** Why this file cannot be a design's photo, or null when it may be uploaded. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || HEIC.test(file.name)) return DESIGN_TEXT.uploadHeic;
  // Some systems give no type for a photo; its name then decides, and the server checks the bytes.
  const looksLikePhoto = type ? PHOTO_TYPES.has(type) : PHOTO_EXTENSIONS.test(file.name);
  if (!looksLikePhoto) return DESIGN_TEXT.uploadUnsupported;
  if (file.size > UPLOAD_LIMITS.maxBytes) return DESIGN_TEXT.uploadTooLarge;
  if (file.size === 0) return DESIGN_TEXT.uploadUnsupported;
  return null;
}
