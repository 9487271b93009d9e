import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  FileNotFoundError,
  StorageUnavailableError,
  type FileStorage,
} from './file-storage.js';

/**
 * Files under one folder (by default `DATA_DIR/files`), readable by this user only. A write goes to
 * a temporary name first and is renamed into place once complete, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async check() {
      try {
        await mkdir(root, { recursive: true, mode: 0o700 });
        await access(root, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unwritable';
        throw new StorageUnavailableError(`the file folder ${root} is not writable (${code})`);
      }
    },
    async write(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomUUID()}.partial`;
      let bytes = 0;
      source.on('data', (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(source, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return bytes;
    },
    async read(key) {
      const stream = createReadStream(pathOf(key));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new FileNotFoundError(key) : error),
        );
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        // A write in progress is a `.partial` file until it is renamed into place.
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        yield path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
      }
    },
  };
}
