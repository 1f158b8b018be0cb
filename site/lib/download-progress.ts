/**
 * Reading a download's body while telling how much has arrived, for a progress bar on a file the
 * site fetches itself (a presentation's PDF).
 */

/**
 * The byte count the answer announces for its body as it arrives, or null when it cannot be
 * trusted: no Content-Length, or a compressed body, whose announced length is of the compressed
 * bytes while the reader hands out the decompressed ones.
 */
export function announcedLength(response: Response): number | null {
  if (response.headers.get('content-encoding')) return null;
  const length = Number(response.headers.get('content-length'));
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/**
 * The answer's body as a `Blob` of `type`, calling `onProgress` with the fraction received (0 to 1)
 * as each piece arrives. It is never called when the length is unknown ({@link announcedLength}).
 */
export async function readWithProgress(
  response: Response,
  type: string,
  onProgress: (fraction: number) => void,
): Promise<Blob> {
  const total = announcedLength(response);
  if (!response.body || total === null) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(parts as BlobPart[], { type });
}
