import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  FileNotFoundError,
  StorageUnavailableError,
  type FileStorage,
} from './file-storage.js';

/** Why HeadBucket failed, in the operator's words; never the keys or the SDK's request dump. */
function bucketProblem(bucket: string, error: unknown) {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 404) return `the S3 bucket ${bucket} does not exist`;
  if (status === 403) return `the S3 bucket ${bucket} refuses these credentials (403)`;
  const code = (error as { code?: unknown }).code;
  const reason =
    typeof code === 'string' ? code : error instanceof Error ? error.name : 'no answer';
  return `the S3 bucket ${bucket} did not answer (${reason})`;
}

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO, s3rver and most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** A prefix inside the bucket, so several installations can share one. */
  prefix?: string;
};

/**
 * The storage port on an S3-compatible bucket, for installations with several instances. Writes
 * stream through `@aws-sdk/lib-storage`'s multipart Upload (5 MiB parts, one at a time), so a file
 * is never held whole in memory; a failed source aborts the upload and nothing is kept.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  };
  const client = new S3Client(config);
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return settings.prefix ? `${settings.prefix}/${key}` : key;
  };
  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
      } catch (error) {
        throw new StorageUnavailableError(bucketProblem(settings.bucket, error));
      }
    },
    async write(key, source) {
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // A source that fails (a limit passed) fails the upload through the transform.
      let sourceError: unknown;
      source.once('error', (error) => {
        sourceError = error;
        counted.destroy(error);
      });
      source.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: counted },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's own error says why (a limit, a type); aborting the parts may fail on some
        // S3-compatible servers, and an unfinished multipart upload is no object anyway.
        throw sourceError ?? error;
      }
      return bytes;
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new FileNotFoundError(key);
        }
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async *list() {
      const prefix = settings.prefix ? `${settings.prefix}/` : undefined;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield prefix ? object.Key.slice(prefix.length) : object.Key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
