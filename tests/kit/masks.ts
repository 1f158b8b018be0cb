// Comparing where two images have something: intersection over union of two masks of the same
// size (1 where a pixel belongs, 0 elsewhere), as the studio's preview and a render are compared.

export function iou(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return either === 0 ? 0 : both / either;
}
