import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a local folder by default, an S3-compatible bucket for installations
 * with several instances. Files stream in and out; no adapter holds a whole file in memory.
 * Keys are chosen by the server (`messages/<uuid>`), never by the uploader.
 */
export interface FileStorage {
  /**
   * Writes `source` under `key` and resolves with the bytes written. When `source` errors (a limit
   * was passed, the upload was cut off) nothing is left under `key` and the promise rejects.
   */
  write(key: string, source: Readable): Promise<number>;
  /** The stored bytes; rejects with `FileNotFoundError` when nothing is stored under `key`. */
  read(key: string): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Whether files can be kept at all (the folder is writable, the bucket exists and answers):
   * checked at start and by GET /ready, so a missing bucket is not first found by an upload.
   * Rejects with `StorageUnavailableError`, whose message is one line an operator can act on.
   * Narrowed views of a storage (a module that only writes photos) may leave it out.
   */
  check?(): Promise<void>;
  /**
   * Every stored key, in no particular order (backups copy the files through it). Files being
   * written are not listed until complete. Narrowed views of a storage may leave it out.
   */
  list?(): AsyncIterable<string>;
}

export class StorageUnavailableError extends Error {}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Refuses keys that could leave the storage root (`..`, absolute paths, backslashes). */
export function assertStorageKey(key: string) {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}
