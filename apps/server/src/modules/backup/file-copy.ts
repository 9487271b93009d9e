import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from '../storage/file-storage.js';

export type CopiedFile = { key: string; bytes: number; sha256: string };

/** Counts and hashes what passes through. */
function measure() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

const listOf = (storage: FileStorage) => {
  if (!storage.list) throw new Error('this file storage cannot list its files');
  return storage.list();
};

/** Copies every stored file into `folder`, each under its key, through the storage port. */
export async function copyFilesOut(storage: FileStorage, folder: string) {
  const copied: CopiedFile[] = [];
  for await (const key of listOf(storage)) {
    assertStorageKey(key);
    const target = path.join(folder, key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const measured = measure();
    await pipeline(
      await storage.read(key),
      measured.stream,
      createWriteStream(target, { mode: 0o600 }),
    );
    copied.push({ key, ...measured.result() });
  }
  return copied.sort((a, b) => a.key.localeCompare(b.key));
}

/** Writes each listed file from `folder` into the storage, checking its size and hash. */
export async function copyFilesIn(storage: FileStorage, folder: string, files: CopiedFile[]) {
  for (const file of files) {
    assertStorageKey(file.key);
    const measured = measure();
    const source = createReadStream(path.join(folder, file.key)).pipe(measured.stream);
    await storage.write(file.key, source);
    const { bytes, sha256 } = measured.result();
    if (bytes !== file.bytes || sha256 !== file.sha256) {
      throw new Error(`the backup's copy of ${file.key} differs from its manifest`);
    }
  }
}

/** Whether the storage holds any file. */
export async function storageIsEmpty(storage: FileStorage) {
  for await (const key of listOf(storage)) return key === undefined;
  return true;
}

/** Removes every stored file the backup does not hold (a forced restore over an installation). */
export async function removeFilesNotIn(storage: FileStorage, files: CopiedFile[]) {
  const keep = new Set(files.map((file) => file.key));
  const extra: string[] = [];
  for await (const key of listOf(storage)) if (!keep.has(key)) extra.push(key);
  for (const key of extra) await storage.remove(key);
}
