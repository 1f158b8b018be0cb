// S3-compatible storage (AWS S3, MinIO, Ceph, R2, B2...): the design studio's files as objects in
// one bucket, with the same keys as on the local disk. A PUT is atomic (a reader sees the old object
// or the new one, never half of one). A missing object is null; any other failure (network, timeout,
// refusal, missing bucket) is a StorageUnavailableError, which the API answers with 503.
import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from './config.ts';
import {
  assertValidKey,
  contentTypeOf,
  type ListedObject,
  type Storage,
  StorageUnavailableError,
  type StoredObject,
} from './storage.ts';

export interface S3StorageOptions extends S3StorageConfig {
  /** Tries of one call, the first included (the SDK waits a little longer before each retry). Default 3. */
  maxAttempts?: number;
  /** Milliseconds to wait for a connection. Default 5 s. */
  connectTimeoutMs?: number;
  /**
   * Milliseconds a request may go without any data moving (so a large upload may take long).
   * Default 60 s.
   */
  idleTimeoutMs?: number;
}

/** DeleteObjects takes at most this many keys, and a list page holds at most this many. */
const BATCH = 1000;
/** How long a signed download URL works. */
export const DOWNLOAD_URL_SECONDS = 300;

interface SdkError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing object (not a missing bucket, which is a configuration problem). */
function isMissing(error: unknown): boolean {
  const sdk = error as SdkError;
  if (sdk?.name === 'NoSuchBucket') return false;
  return sdk?.name === 'NoSuchKey' || sdk?.name === 'NotFound' || sdk?.$metadata?.httpStatusCode === 404;
}

function unavailable(operation: string, target: string, error: unknown): StorageUnavailableError {
  if (error instanceof StorageUnavailableError) return error;
  const sdk = error as SdkError;
  const status = sdk?.$metadata?.httpStatusCode;
  const reason = `${sdk?.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${sdk?.message ?? String(error)}`;
  return new StorageUnavailableError(`storage ${operation} of ${target} failed: ${reason}`, { cause: error });
}

export class S3Storage implements Storage {
  readonly bucket: string;
  readonly #client: S3Client;

  /** Present when downloads go from the bucket to the browser directly (`signedDownloads`). */
  readonly downloadUrl?: (key: string, filename: string) => Promise<string | null>;
  /** Signs URLs for the browser: for `publicEndpoint` when the API reaches the bucket elsewhere. */
  readonly #signer: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    const client = (endpoint: string | undefined) =>
      new S3Client({
        region: options.region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: options.forcePathStyle,
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
        maxAttempts: options.maxAttempts ?? 3,
        // Checksums only where S3 requires them: many S3-compatible servers refuse the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: {
          connectionTimeout: options.connectTimeoutMs ?? 5000,
          socketTimeout: options.idleTimeoutMs ?? 60_000,
        },
      });
    this.#client = client(options.endpoint);
    this.#signer = options.publicEndpoint ? client(options.publicEndpoint) : this.#client;
    if (options.signedDownloads) this.downloadUrl = (key, filename) => this.#signedDownload(key, filename);
  }

  /** A URL that downloads the object as `filename` for five minutes; null when there is no such object. */
  async #signedDownload(key: string, filename: string): Promise<string | null> {
    assertValidKey(key);
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable('head', key, error);
    }
    const get = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"`,
    });
    return this.#call('sign', key, () =>
      getSignedUrl(this.#signer, get, { expiresIn: DOWNLOAD_URL_SECONDS }),
    );
  }

  /** Runs one SDK call; any failure becomes a StorageUnavailableError. */
  async #call<T>(operation: string, target: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw unavailable(operation, target, error);
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.#call('put', key, () =>
      this.#client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      ),
    );
  }

  /** Uploaded in parts of 8 MiB (lib-storage's multipart upload), read from the file as they go. */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.#call('put', key, () =>
      new Upload({
        client: this.#client,
        params: { Bucket: this.bucket, Key: key, Body: createReadStream(path), ContentType: contentType },
        partSize: 8 * 1_048_576,
        queueSize: 2,
      }).done(),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const response = await this.#client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from((await response.Body?.transformToByteArray()) ?? new Uint8Array());
      return { body, contentType: response.ContentType || contentTypeOf(key), size: body.length };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable('get', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.#call('delete', key, () =>
      this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  /** One page of the objects under `prefix`, after `token`. */
  #page(prefix: string, token: string | undefined): Promise<ListObjectsV2CommandOutput> {
    return this.#call('list', prefix, () =>
      this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: BATCH,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      ),
    );
  }

  /** Every page of the listing under `prefix`, one after another (a token names the last key seen). */
  async *#pages(prefix: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let token: string | undefined;
    do {
      const page = await this.#page(prefix, token);
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidKey(prefix, { folder: true });
    for await (const page of this.#pages(prefix)) {
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) continue;
      const result = await this.#call('delete', prefix, () =>
        this.#client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        ),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new StorageUnavailableError(
          `storage delete of ${prefix} failed for ${failed.length} objects (first: ${first?.Key}: ${first?.Code} ${first?.Message})`,
        );
      }
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertValidKey(prefix, { folder: true });
    const listed: ListedObject[] = [];
    for await (const page of this.#pages(prefix)) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        listed.push({
          key: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        });
      }
    }
    return listed;
  }

  /** Checks that the bucket exists and these keys may use it; throws a StorageUnavailableError if not. */
  async check(): Promise<void> {
    await this.#call('check', `bucket ${this.bucket}`, () =>
      this.#client.send(new HeadBucketCommand({ Bucket: this.bucket })),
    );
  }

  /** Closes the client's pooled connections. */
  close(): void {
    this.#client.destroy();
    if (this.#signer !== this.#client) this.#signer.destroy();
  }
}
