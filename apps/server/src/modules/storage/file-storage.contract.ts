import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect, test } from 'vitest';
import { storeChecked } from './checked-upload.js';
import { FileNotFoundError, type FileStorage } from './file-storage.js';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(12 * 1024 * 1024, 0x20)]);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(5000, 1)]);

const chunked = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

/**
 * What every adapter of the storage port must do; the local and the S3 adapters run the same
 * tests. `storage()` is read per test, after the suite's set-up has run.
 */
export function fileStorageContract(storage: () => FileStorage) {
  test('a file larger than one upload part is written and read back byte for byte', async () => {
    const size = await storage().write('messages/contract-a', chunked(pdf));
    expect(size).toBe(pdf.length);
    expect((await buffer(await storage().read('messages/contract-a'))).equals(pdf)).toBe(true);
  });

  test('a refused upload (renamed executable) leaves nothing under its key', async () => {
    await expect(
      storeChecked(
        storage(),
        'messages/contract-b',
        { fileName: 'scan.pdf', stream: chunked(elf, 1000) },
        { maxBytes: 1_000_000, extensions: ['pdf'] },
      ),
    ).rejects.toMatchObject({ code: 'FILE_TYPE_REFUSED' });
    await expect(storage().read('messages/contract-b')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  test('an upload over its limit fails mid-stream and leaves nothing', async () => {
    await expect(
      storeChecked(
        storage(),
        'messages/contract-c',
        { fileName: 'big.pdf', stream: chunked(pdf) },
        { maxBytes: 6 * 1024 * 1024, extensions: ['pdf'] },
      ),
    ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    await expect(storage().read('messages/contract-c')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  test('remove deletes a file, and removing a missing one is no error', async () => {
    await storage().write('messages/contract-d', chunked(Buffer.from('hello')));
    await storage().remove('messages/contract-d');
    await expect(storage().read('messages/contract-d')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage().remove('messages/contract-d')).resolves.toBeUndefined();
  });

  test('list names every complete file by its key (issue 24: backups copy through it)', async () => {
    await storage().write('messages/contract-e', chunked(Buffer.from('one')));
    await storage().write('photos/nested/contract-f.png', chunked(Buffer.from('two')));
    const keys: string[] = [];
    for await (const key of storage().list?.() ?? []) keys.push(key);
    expect(keys).toEqual(
      expect.arrayContaining(['messages/contract-e', 'photos/nested/contract-f.png']),
    );
    expect(keys).not.toContain('messages/contract-b');
    expect(keys.every((key) => !key.endsWith('.partial'))).toBe(true);
  });

  test('keys that could leave the storage root are refused', async () => {
    await expect(storage().read('../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
}
