// A FormData encoded as a multipart/form-data body in one buffer, as the HTML standard encodes it
// (names and filenames escape CR, LF and '"'; string values end lines with CRLF). Fetch can
// stream a FormData itself, but that path copies a photo in small chunks several times over
// (most of an adapter's time), and when the connection fails mid-upload its stream throws an
// unhandled rejection ("ReadableStream is already closed") that would end the process; a
// finished body has neither problem.
import { randomBytes } from 'node:crypto';

const escapeName = (name: string) =>
  name.replaceAll('\n', '%0A').replaceAll('\r', '%0D').replaceAll('"', '%22');
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

export async function encodeMultipart(
  form: FormData,
): Promise<{ body: Buffer<ArrayBuffer>; contentType: string }> {
  const boundary = `----PoolscapeFormBoundary${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(crlf(name))}"`;
    if (typeof value === 'string') {
      parts.push(Buffer.from(`${head}\r\n\r\n${crlf(value)}\r\n`));
      continue;
    }
    head += `; filename="${escapeName(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}`;
    parts.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(await value.arrayBuffer()), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
