import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe } from 'vitest';
import { fileStorageContract } from './file-storage.contract.js';
import type { FileStorage } from './file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

/** The S3 adapter against s3rver, a local S3-compatible server this test starts and stops. */
describe('the S3 adapter keeps the storage port contract', () => {
  let directory: string;
  let server: S3rver;
  let storage: FileStorage;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'clinicall-test' }],
    });
    const { port } = await server.run();
    storage = createS3FileStorage({
      bucket: 'clinicall-test',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed test credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'installation-a',
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });
  fileStorageContract(() => storage);
});
