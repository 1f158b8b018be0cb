// Run by cms-media-bucket.test.ts inside `payload run` (so with the CMS's own configuration and
// environment): `upload` adds an image through Payload's local API and reads each of its files back
// through the CMS's REST API; `read <id>` reads an image's document and files the same way; `delete
// <id>` removes it. Prints one JSON line of what it saw.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// The script lives with the tests, whose packages do not include Payload: take the CMS's.
const cmsDir = process.cwd();
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
type MediaDoc = {
  id: number;
  alt?: string;
  focalX?: number | null;
  focalY?: number | null;
  prefix?: string | null;
  filename?: string | null;
  sizes?: Record<string, { filename?: string | null; width?: number | null; height?: number | null }>;
};
interface Payload {
  create(args: object): Promise<MediaDoc>;
  findByID(args: object): Promise<MediaDoc>;
  delete(args: object): Promise<unknown>;
}
const { getPayload, handleEndpoints } = (await import(requireFromCms.resolve('payload'))) as {
  getPayload(options: { config: unknown }): Promise<Payload>;
  handleEndpoints(options: { config: unknown; request: Request }): Promise<Response>;
};
const { default: config } = await import(path.join(cmsDir, 'src', 'payload.config.ts'));
const payload = await getPayload({ config });
const [action, id] = process.argv.slice(2);

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** What the test compares of `doc`, with each of its files as the CMS serves it. */
async function seen(doc: MediaDoc) {
  const files = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => Boolean(name),
  );
  const served: Record<string, { status: number; sha: string }> = {};
  for (const file of files) {
    const request = new Request(`http://localhost:3000/cms/api/media/file/${encodeURIComponent(file)}`);
    const response = await handleEndpoints({ config, request });
    served[file] = { status: response.status, sha: sha(await response.arrayBuffer()) };
  }
  const { id, prefix, alt, focalX, focalY, filename } = doc;
  const sizes = Object.fromEntries(
    Object.entries(doc.sizes ?? {}).map(([name, size]) => [
      name,
      { filename: size?.filename ?? null, width: size?.width ?? null, height: size?.height ?? null },
    ]),
  );
  return { id, prefix, alt, focalX, focalY, filename, sizes, files, served };
}

if (action === 'upload') {
  const data = await readFile(path.join(cmsDir, 'src', 'seed', 'images', 'garden-small-fenced-yard.jpg'));
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'A small fenced yard' },
    file: { data, mimetype: 'image/jpeg', name: `bucket-yard-${Date.now()}.jpg`, size: data.byteLength },
  });
  console.log(JSON.stringify(await seen(doc)));
} else if (action === 'read') {
  const doc = await payload.findByID({ collection: 'media', id: Number(id), depth: 0 });
  console.log(JSON.stringify(await seen(doc)));
} else if (action === 'delete') {
  await payload.delete({ collection: 'media', id: Number(id) });
  console.log(JSON.stringify({ deleted: Number(id) }));
}
