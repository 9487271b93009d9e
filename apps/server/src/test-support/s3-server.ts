import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createLocalFileStorage } from '../modules/storage/local-file-storage.js';
import { createS3FileStorage } from '../modules/storage/s3-file-storage.js';

/**
 * s3rver, a local S3-compatible server, with the buckets named; `storage(bucket)` is the app's S3
 * adapter on one of them (or on a bucket that does not exist). `stop` removes its folder.
 */
export async function startS3Server(buckets: string[]) {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  return {
    storage: (bucket: string) =>
      createS3FileStorage({
        bucket,
        endpoint,
        region: 'us-east-1',
        // s3rver's fixed test credentials.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export { createLocalFileStorage };
