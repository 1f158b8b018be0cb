// Which storage the configuration names: none (the local disk), STORAGE_URL, or the S3_* variables;
// every mistake is named by its variable when the product starts.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { describeStorage, parseStorageUrl, StorageConfigError, storageConfigFrom } from './config.ts';

describe('storage configuration', () => {
  it('keeps the local disk when nothing is set (npm start unchanged)', () => {
    expect(loadEnv({}).storage).toBeNull();
    expect(loadEnv({ STORAGE_URL: '', S3_BUCKET: '' }).storage).toBeNull();
    expect(describeStorage(null, '/data/storage')).toBe('the local disk (/data/storage)');
  });

  it('reads STORAGE_URL: keys, server, bucket and options', () => {
    expect(
      loadEnv({
        STORAGE_URL:
          's3://AKIA123:se%2Fcr%2Bet@minio.local:9000/poolscape?region=eu-west-1&forcePathStyle=true&tls=false',
      }).storage,
    ).toEqual({
      bucket: 'poolscape',
      region: 'eu-west-1',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
      accessKeyId: 'AKIA123',
      secretAccessKey: 'se/cr+et',
    });
    const aws = parseStorageUrl('s3://s3.us-east-2.amazonaws.com/my-files/');
    expect(aws).toEqual({
      bucket: 'my-files',
      region: 'us-east-1',
      endpoint: 'https://s3.us-east-2.amazonaws.com',
      forcePathStyle: false,
    });
    expect(describeStorage(aws, '')).toBe('the S3 bucket "my-files" at https://s3.us-east-2.amazonaws.com');
  });

  it('reads the S3_* variables, AWS’s own endpoint when none is given', () => {
    expect(
      storageConfigFrom({
        S3_BUCKET: 'poolscape-files',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'poolscape-files',
      region: 'eu-central-1',
      forcePathStyle: false,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(
      loadEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' })
        .storage,
    ).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(
      storageConfigFrom({
        STORAGE_URL: 's3://k:s@minio.internal:9000/files?tls=false',
        STORAGE_SIGNED_DOWNLOADS: true,
        S3_PUBLIC_ENDPOINT: 'https://files.example/',
      }),
    ).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      signedDownloads: true,
      publicEndpoint: 'https://files.example',
    });
    expect(describeStorage(storageConfigFrom({ S3_BUCKET: 'files' }), '')).toBe(
      'the S3 bucket "files" at AWS (us-east-1)',
    );
  });

  it('names each mistake instead of starting half-configured', () => {
    const mistakes: [Record<string, string>, RegExp][] = [
      [{ STORAGE_URL: 'https://bucket.example' }, /STORAGE_URL: must be an s3:\/\/ URL/],
      [{ STORAGE_URL: 's3://host' }, /STORAGE_URL: the path must be a bucket name/],
      [{ STORAGE_URL: 's3://host/a/b' }, /STORAGE_URL: the path must be a bucket name/],
      [{ STORAGE_URL: 's3://key@host/bucket' }, /STORAGE_URL: give both/],
      [{ STORAGE_URL: 's3://host/bucket?tls=maybe' }, /tls must be true or false/],
      [{ STORAGE_URL: 's3://host/bucket?pathStyle=true' }, /unknown option pathStyle/],
      [{ STORAGE_URL: 's3://host/bucket', S3_BUCKET: 'other' }, /not both \(S3_BUCKET\)/],
      [{ S3_REGION: 'eu-west-1' }, /S3_BUCKET: needed with S3_REGION/],
      [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, /give both/],
      [{ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
      [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE/],
      [{ STORAGE_SIGNED_DOWNLOADS: 'true' }, /STORAGE_SIGNED_DOWNLOADS: needs a bucket/],
      [{ S3_PUBLIC_ENDPOINT: 'https://files.example' }, /S3_PUBLIC_ENDPOINT: needs a bucket/],
      [{ S3_BUCKET: 'files', S3_PUBLIC_ENDPOINT: 'files.example' }, /S3_PUBLIC_ENDPOINT/],
    ];
    for (const [variables, message] of mistakes) {
      expect(() => loadEnv(variables), JSON.stringify(variables)).toThrowError(message);
    }
    expect(() => parseStorageUrl('s3://%zz:x@host/bucket')).toThrow(StorageConfigError);
  });
});
