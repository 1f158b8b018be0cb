// Where the design studio keeps its files (uploads, base photos, renders, avatars): an interface
// with a local-disk implementation (the default) and an S3-compatible one (s3.ts) behind the same calls.

/** A stored file. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface Storage {
  /** Writes (or replaces) the file at `key`; readers never see a half-written file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Writes the file at `path` to `key` as `put` does, read as it goes (for files too big to hold). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file at `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix`, which must name a folder (end with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every file under the folder `prefix` (ending with `/`), with its size and when it was written. */
  list(prefix: string): Promise<ListedObject[]>;
  /**
   * Only where downloads go from the store to the browser directly (a bucket with signed
   * downloads): a short-lived URL that downloads the object as `filename`, or null when it is gone.
   */
  downloadUrl?(key: string, filename: string): Promise<string | null>;
}

export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Thrown for a key that is not a plain relative path of safe segments. */
export class InvalidStorageKeyError extends Error {}

/**
 * Thrown when the store cannot be reached or fails (a network error, a timeout, a refusal): never
 * for a missing file. The API answers it with 503 and a plain message; the cause goes to the log.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/**
 * Checks a key: slash-separated segments of letters, digits, `.`, `_` and `-`, none of them `.` or
 * `..`, no leading slash. Keys are made by our code from ids, never from a client's file name; this
 * check is the second line of defence that keeps every key inside the storage root.
 */
export function assertValidKey(key: string, { folder = false } = {}): void {
  const body = folder ? key.replace(/\/$/, '') : key;
  if (folder && !key.endsWith('/')) throw new InvalidStorageKeyError(`a prefix must end with /: ${key}`);
  if (body.length === 0 || body.length > 512) throw new InvalidStorageKeyError('invalid storage key');
  for (const segment of body.split('/')) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..' || segment.includes('..')) {
      throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
    }
  }
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  json: 'application/json',
  mp4: 'video/mp4',
};

/** The content type a key's extension implies (keys carry the extension of what they hold). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}
