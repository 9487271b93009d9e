import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { fileStorageContract } from './file-storage.contract.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

describe('the local adapter keeps the storage port contract', () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-contract-'));
    storage = createLocalFileStorage(root);
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));
  fileStorageContract(() => storage);
});
