import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { storeChecked, type UploadPolicy } from './checked-upload.js';
import { DOCUMENT_EXTENSIONS } from './file-kinds.js';
import { FileNotFoundError, type FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10_000, 0x20)]);
// An ELF executable's header: what a renamed program starts with.
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(5000, 1)]);
const policy: UploadPolicy = { maxBytes: 20_000, extensions: ['pdf'] };

/** Feeds `bytes` in small chunks, as a network upload arrives. */
const upload = (fileName: string, bytes: Buffer) => ({
  fileName,
  stream: Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, i) =>
      bytes.subarray(i * 1000, (i + 1) * 1000),
    ),
  ),
});

describe('uploads checked by content and size', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    storage = createLocalFileStorage(root);
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  const stored = async () => readdir(root, { recursive: true });

  test('a PDF is stored and read back byte for byte', async () => {
    const result = await storeChecked(storage, 'messages/a1', upload('Lab.PDF', pdf), policy);
    expect(result).toEqual({ size: pdf.length, extension: 'pdf' });
    expect((await buffer(await storage.read('messages/a1'))).equals(pdf)).toBe(true);
  });

  test('an executable renamed .pdf is refused and nothing is kept', async () => {
    await expect(
      storeChecked(storage, 'messages/a2', upload('report.pdf', elf), policy),
    ).rejects.toMatchObject({ code: 'FILE_TYPE_REFUSED', status: 415 });
    expect(await stored()).toEqual(['messages']);
  });

  test('a name outside the accepted extensions is refused before reading', async () => {
    await expect(
      storeChecked(storage, 'messages/a3', upload('setup.exe', elf), policy),
    ).rejects.toMatchObject({ code: 'FILE_TYPE_REFUSED' });
  });

  test('a file over the limit is refused with the given text and nothing is kept', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(15_000, 0x20)]);
    await expect(
      storeChecked(storage, 'messages/a4', upload('big.pdf', big), {
        ...policy,
        tooLargeMessage: 'Too big',
      }),
    ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', status: 413, message: 'Too big' });
    expect(await stored()).toEqual(['messages']);
  });

  test("H17 the general uploader takes exactly the spec's types: no .txt, .csv or .bmp, whatever the bytes", async () => {
    expect([...DOCUMENT_EXTENSIONS].sort()).toEqual(
      [
        'pdf',
        'jpg',
        'jpeg',
        'png',
        'gif',
        'webp',
        'dcm',
        'doc',
        'docx',
        'xls',
        'xlsx',
        'ppt',
        'pptx',
        'mp4',
        'mp3',
        'mkv',
        'mov',
        'wav',
      ].sort(),
    );
    const general: UploadPolicy = { maxBytes: 20_000, extensions: DOCUMENT_EXTENSIONS };
    const text = Buffer.from('First Name,Last Name\nAda,Lovelace\n');
    for (const name of ['list.csv', 'notes.txt', 'picture.bmp']) {
      await expect(
        storeChecked(storage, `messages/${name}`, upload(name, text), general),
      ).rejects.toMatchObject({ code: 'FILE_TYPE_REFUSED' });
    }
  });

  test('keys cannot leave the storage folder and missing files say so', async () => {
    await expect(storage.read('../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.read('messages/none')).rejects.toBeInstanceOf(FileNotFoundError);
  });
});
