import { Readable } from 'node:stream';
import { domainError } from '../../lib/domain-error.js';
import { CONTENT_OF_EXTENSION, extensionOf, type FileExtension } from './file-kinds.js';
import type { FileStorage } from './file-storage.js';

export type UploadPolicy = {
  maxBytes: number;
  extensions: readonly FileExtension[];
  /** The spec's text for this upload (E11, F40…); the codes' defaults otherwise. */
  tooLargeMessage?: string;
  wrongTypeMessage?: string;
};

/** file-type reads at most this many bytes to recognise a format. */
const HEAD_BYTES = 4100;

/**
 * Streams an upload into storage while counting its bytes and checking its first bytes against its
 * extension; past the limit or on a mismatch the stream fails, so storage keeps nothing.
 */
export async function storeChecked(
  storage: FileStorage,
  key: string,
  upload: { fileName: string; stream: Readable },
  policy: UploadPolicy,
): Promise<{ size: number; extension: FileExtension }> {
  const extension = acceptedExtension(upload.fileName, policy);
  const size = await storage.write(
    key,
    Readable.from(checkedChunks(upload.stream, extension, policy)),
  );
  return { size, extension };
}

function acceptedExtension(fileName: string, policy: UploadPolicy): FileExtension {
  const extension = extensionOf(fileName);
  const accepted = policy.extensions.find((e) => e === extension);
  if (!accepted) throw domainError('FILE_TYPE_REFUSED', policy.wrongTypeMessage);
  return accepted;
}

async function* checkedChunks(source: Readable, extension: FileExtension, policy: UploadPolicy) {
  let head: Buffer | undefined = Buffer.alloc(0);
  let total = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > policy.maxBytes) throw domainError('FILE_TOO_LARGE', policy.tooLargeMessage);
    if (!head) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < HEAD_BYTES) continue;
    await assertContentMatches(head, extension, policy);
    yield head;
    head = undefined;
  }
  if (head) {
    await assertContentMatches(head, extension, policy);
    if (head.length > 0) yield head;
  }
}

async function assertContentMatches(head: Buffer, extension: FileExtension, policy: UploadPolicy) {
  const expected: readonly string[] = CONTENT_OF_EXTENSION[extension];
  // Loaded at the first upload rather than at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected === undefined || !expected.includes(detected.ext))
    throw domainError('FILE_TYPE_REFUSED', policy.wrongTypeMessage);
}
