import { randomUUID } from 'node:crypto';
import { FileLimits, FileMessages } from '@clinicall/shared/files';
import type { FastifyRequest } from 'fastify';
import { domainError } from '../../lib/domain-error.js';
import { storeChecked } from './checked-upload.js';
import { DOCUMENT_EXTENSIONS } from './file-kinds.js';
import type { FileStorage } from './file-storage.js';

export type StoredAttachment = { fileName: string; storageKey: string; size: number };

/** A multipart body's text fields by name; a repeated field keeps every value in order. */
export type UploadFields = Record<string, string[]>;

/** A shown name: no folders, no control characters, at most 200 characters, unique in its upload. */
function attachmentName(raw: string, taken: Set<string>) {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c >= ' ' && c !== '\u007f' && c !== '"').join('');
  const clean = printable.trim().slice(-200) || 'file';
  let name = clean;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    const dot = clean.lastIndexOf('.');
    name = dot > 0 ? `${clean.slice(0, dot)} (${n})${clean.slice(dot)}` : `${clean} (${n})`;
  }
  taken.add(name.toLowerCase());
  return name;
}

export async function removeStored(storage: FileStorage, files: StoredAttachment[]) {
  await Promise.all(files.map((f) => storage.remove(f.storageKey)));
}

/**
 * Reads a multipart body of text fields, then document attachments (spec 1 §9: messages and
 * bookings alike), streaming each file through `storeChecked` under `keyPrefix`: 35,000,000 bytes
 * a file and 100,000,000 in all (E11, E12), types by content. `beforeFiles` checks the fields
 * before the first byte of a file is stored (or at the end when there is none); on any failure the
 * files already stored are removed. `beforeStore` notes each key first, so a file whose request
 * dies before it can remove it (or commit its row) is still found (see unsettled-uploads).
 */
export async function receiveAttachments<T>(
  request: FastifyRequest,
  storage: FileStorage,
  options: {
    keyPrefix: string;
    beforeFiles: (fields: UploadFields) => Promise<T> | T;
    /** Called with each file's key before its first byte is stored (the unsettled uploads). */
    beforeStore?: (storageKey: string) => Promise<void>;
  },
): Promise<{ checked: T; files: StoredAttachment[] }> {
  const fields: UploadFields = {};
  const files: StoredAttachment[] = [];
  const taken = new Set<string>();
  let checked: { value: T } | undefined;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      checked ??= { value: await options.beforeFiles(fields) };
      const remaining = FileLimits.messageTotalBytes - total;
      const fileBound = remaining >= FileLimits.attachmentBytes;
      const storageKey = `${options.keyPrefix}/${randomUUID()}`;
      const fileName = attachmentName(part.filename, taken);
      await options.beforeStore?.(storageKey);
      const { size } = await storeChecked(
        storage,
        storageKey,
        { fileName, stream: part.file },
        {
          maxBytes: fileBound ? FileLimits.attachmentBytes : remaining,
          extensions: DOCUMENT_EXTENSIONS,
          tooLargeMessage: fileBound
            ? FileMessages.attachmentTooLarge
            : FileMessages.messageTotalTooLarge,
        },
      );
      total += size;
      files.push({ fileName, storageKey, size });
    }
    checked ??= { value: await options.beforeFiles(fields) };
    return { checked: checked.value, files };
  } catch (error) {
    await removeStored(storage, files);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw domainError('FILE_TOO_LARGE', FileMessages.messageTotalTooLarge);
    }
    throw error;
  }
}
