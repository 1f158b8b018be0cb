// Which object store the design studio's files go to: an S3-compatible bucket named by STORAGE_URL
// (`s3://KEY:SECRET@host:port/bucket?region=…&forcePathStyle=true&tls=false`) or by the S3_*
// variables, else none (the local disk in DATA_DIR). Parsed once at startup with the rest of env.ts.

/** Where an S3-compatible bucket is and how to reach it. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** The server's origin (`https://host:port`); AWS's own endpoint for the region when absent. */
  endpoint?: string;
  /**
   * Both keys, or neither (then the AWS SDK's usual sources: its environment variables, an instance
   * role).
   */
  accessKeyId?: string;
  secretAccessKey?: string;
  /**
   * `https://host/bucket/key` rather than `https://bucket.host/key` (most S3-compatible servers
   * want this).
   */
  forcePathStyle: boolean;
  /** Downloads go from the bucket to the browser directly, by a short-lived signed URL. */
  signedDownloads?: boolean;
  /** The origin browsers reach the bucket at, when it is not `endpoint` (which the API uses). */
  publicEndpoint?: string;
}

/** The variables this file reads (already checked for form by env.ts's schema). */
export interface StorageVariables {
  STORAGE_URL?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  STORAGE_SIGNED_DOWNLOADS?: boolean;
  S3_PUBLIC_ENDPOINT?: string;
}

const DEFAULT_REGION = 'us-east-1';
const BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}$/;
const URL_OPTIONS = new Set(['region', 'forcePathStyle', 'tls']);

/** A configuration mistake, named by the variable it is in. */
export class StorageConfigError extends Error {}

function flag(name: string, value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new StorageConfigError(`STORAGE_URL: ${name} must be true or false`);
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new StorageConfigError('STORAGE_URL: the access key or secret is not valid percent-encoding');
  }
}

function keys(accessKeyId: string | undefined, secretAccessKey: string | undefined, where: string) {
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new StorageConfigError(`${where}: give both the access key id and the secret, or neither`);
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {};
}

/** Reads `s3://[KEY:SECRET@]host[:port]/bucket[?region=…&forcePathStyle=…&tls=…]`. */
export function parseStorageUrl(value: string): S3StorageConfig {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageConfigError('STORAGE_URL: not a URL (s3://KEY:SECRET@host:port/bucket)');
  }
  if (url.protocol !== 's3:') throw new StorageConfigError('STORAGE_URL: must start with s3://');
  if (!url.hostname)
    throw new StorageConfigError('STORAGE_URL: names no server (s3://KEY:SECRET@host/bucket)');
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!BUCKET.test(bucket))
    throw new StorageConfigError('STORAGE_URL: the path must be a bucket name (/bucket)');
  for (const name of url.searchParams.keys())
    if (!URL_OPTIONS.has(name))
      throw new StorageConfigError(`STORAGE_URL: unknown option ${name} (region, forcePathStyle, tls)`);
  const tls = flag('tls', url.searchParams.get('tls'), true);
  return {
    bucket,
    region: url.searchParams.get('region') || DEFAULT_REGION,
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    forcePathStyle: flag('forcePathStyle', url.searchParams.get('forcePathStyle'), false),
    ...keys(decoded(url.username) || undefined, decoded(url.password) || undefined, 'STORAGE_URL'),
  };
}

/** The bucket the variables name, or null for the local disk; throws on a mistake. */
export function storageConfigFrom(variables: StorageVariables): S3StorageConfig | null {
  const bucket = bucketFrom(variables);
  const extras = (['STORAGE_SIGNED_DOWNLOADS', 'S3_PUBLIC_ENDPOINT'] as const).filter(
    (name) => variables[name] !== undefined,
  );
  if (!bucket) {
    if (extras.length > 0)
      throw new StorageConfigError(`${extras.join(', ')}: needs a bucket (STORAGE_URL or S3_BUCKET)`);
    return null;
  }
  return {
    ...bucket,
    ...(variables.STORAGE_SIGNED_DOWNLOADS ? { signedDownloads: true } : {}),
    ...(variables.S3_PUBLIC_ENDPOINT
      ? { publicEndpoint: variables.S3_PUBLIC_ENDPOINT.replace(/\/+$/, '') }
      : {}),
  };
}

function bucketFrom(variables: StorageVariables): S3StorageConfig | null {
  const s3Names = (
    [
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((name) => variables[name] !== undefined);
  if (variables.STORAGE_URL) {
    if (s3Names.length > 0)
      throw new StorageConfigError(
        `STORAGE_URL: set it or the S3_ variables, not both (${s3Names.join(', ')})`,
      );
    return parseStorageUrl(variables.STORAGE_URL);
  }
  if (s3Names.length === 0) return null;
  const bucket = variables.S3_BUCKET;
  if (!bucket) throw new StorageConfigError(`S3_BUCKET: needed with ${s3Names.join(', ')}`);
  if (!BUCKET.test(bucket)) throw new StorageConfigError('S3_BUCKET: not a bucket name');
  return {
    bucket,
    region: variables.S3_REGION || DEFAULT_REGION,
    ...(variables.S3_ENDPOINT ? { endpoint: variables.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    forcePathStyle: variables.S3_FORCE_PATH_STYLE ?? false,
    ...keys(
      variables.S3_ACCESS_KEY_ID,
      variables.S3_SECRET_ACCESS_KEY,
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ),
  };
}

/** Where the files are, for the startup log (never the keys). */
export function describeStorage(config: S3StorageConfig | null, localRoot: string): string {
  if (!config) return `the local disk (${localRoot})`;
  return `the S3 bucket "${config.bucket}" at ${config.endpoint ?? `AWS (${config.region})`}`;
}
