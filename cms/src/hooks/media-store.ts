// The media's files in the product's storage (the bucket, when there is one), through the API's
// internal routes (api/src/routes/internal/cms-media.ts). Each API process runs a CMS of its own,
// which keeps its files on its own disk (MEDIA_DIR); so that an image uploaded through one of them
// shows on all of them, every file the CMS makes is written to the storage too, removed with its
// document, and read from the storage by a CMS whose disk does not have it yet (then kept there).
// The seed (`context.skipRebuild`) writes none: the API copies its files into the storage at start.
import { randomBytes } from 'node:crypto';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  PayloadRequest,
  UploadConfig,
} from 'payload';
import { afterCommit } from '../database/transactions.ts';
import { env } from '../env.ts';

/** What Payload asks of a file handler (`upload.handlers`). */
type FileHandler = NonNullable<UploadConfig['handlers']>[number];
type MediaFile = { filename?: string | null; mimeType?: string | null };
type MediaDoc = MediaFile & { sizes?: Record<string, MediaFile | null | undefined> | null };

/** The files of a media document: the image and each of its renditions. */
function filesOf(doc: MediaDoc): { name: string; type: string }[] {
  return [doc, ...Object.values(doc.sizes ?? {})].flatMap((file) =>
    file?.filename ? [{ name: file.filename, type: file.mimeType ?? 'application/octet-stream' }] : [],
  );
}

interface Storage {
  urlOf(filename: string): string;
  headers: Record<string, string>;
}

/** The API's route to the storage, or null when the CMS runs without the API (as in its own tests). */
function storage(): Storage | null {
  const { API_INTERNAL_URL: api, INTERNAL_TOKEN: token } = env;
  if (!api || !token) return null;
  return {
    urlOf: (filename) => `${api}/api/internal/cms-media/${encodeURIComponent(filename)}`,
    headers: { 'x-internal-token': token },
  };
}

/** Calls the API for each file once the write has committed; a failure is logged, not thrown. */
async function forEachFile(
  req: PayloadRequest,
  files: { name: string; type: string }[],
  call: (file: { name: string; type: string }, api: Storage) => Promise<Response>,
): Promise<void> {
  const api = storage();
  if (req.context.skipRebuild || files.length === 0 || !api) return;
  await afterCommit(req, async () => {
    for (const file of files) {
      try {
        const response = await call(file, api);
        if (!response.ok)
          req.payload.logger.warn(`media ${file.name}: the storage answered ${response.status}`);
      } catch (error) {
        // The file stays on this disk; the API copies what the storage lacks at its next start.
        req.payload.logger.warn(`media ${file.name} not in the storage yet: ${(error as Error).message}`);
      }
    }
  });
}

/** After an upload (or new renditions, when the focal point moved): the files go to the storage. */
export const storeMediaAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const before = operation === 'create' ? [] : filesOf((previousDoc ?? {}) as MediaDoc);
  const now = filesOf(doc as MediaDoc);
  const changed =
    operation === 'create' ||
    Boolean(req.file) ||
    JSON.stringify((doc as MediaDoc).sizes) !== JSON.stringify((previousDoc as MediaDoc | undefined)?.sizes);
  if (!changed) return doc;
  await forEachFile(req, now, async (file, api) => {
    const bytes = await readFile(path.join(env.MEDIA_DIR, file.name));
    return fetch(api.urlOf(file.name), {
      method: 'PUT',
      headers: { ...api.headers, 'content-type': file.type },
      body: bytes,
      signal: AbortSignal.timeout(30_000),
    });
  });
  // Files the new upload replaced leave the storage too.
  const kept = new Set(now.map((file) => file.name));
  await removeFromStorage(
    req,
    before.filter((file) => !kept.has(file.name)),
  );
  return doc;
};

export const removeMediaAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeFromStorage(req, filesOf(doc as MediaDoc));
};

function removeFromStorage(req: PayloadRequest, files: { name: string; type: string }[]): Promise<void> {
  return forEachFile(req, files, (file, api) =>
    fetch(api.urlOf(file.name), {
      method: 'DELETE',
      headers: api.headers,
      signal: AbortSignal.timeout(10_000),
    }),
  );
}

/**
 * Serving a file (`upload.handlers`): one this disk lacks is read from the storage and kept here,
 * then Payload serves it as any other. A file the storage lacks too is not found (Payload would
 * answer 500 for a document whose file is missing).
 */
async function fromStorage(
  req: PayloadRequest,
  { params }: Parameters<FileHandler>[1],
): Promise<Response | undefined> {
  const dir = path.resolve(env.MEDIA_DIR);
  const local = path.resolve(dir, params.filename);
  if (!local.startsWith(dir + path.sep)) return undefined;
  if (
    await access(local).then(
      () => true,
      () => false,
    )
  )
    return undefined;
  const api = storage();
  if (!api) return undefined;
  let response: Response;
  try {
    response = await fetch(api.urlOf(params.filename), {
      headers: api.headers,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    req.payload.logger.warn(
      `media ${params.filename}: the storage could not be read: ${(error as Error).message}`,
    );
    return new Response('The image is not available right now.', {
      status: 503,
      headers: { 'retry-after': '30' },
    });
  }
  if (response.status === 404) return new Response('Not found.', { status: 404 });
  if (!response.ok) {
    return new Response('The image is not available right now.', {
      status: 503,
      headers: { 'retry-after': '30' },
    });
  }
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const temporary = `${local}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(temporary, Buffer.from(await response.arrayBuffer()));
  await rename(temporary, local);
  return undefined;
}

/**
 * The handler as Payload types it: it runs a handler's answer when that is a Response and serves
 * the file itself otherwise, but its type has no promise of either.
 */
export const mediaFromStorage = fromStorage as FileHandler;
