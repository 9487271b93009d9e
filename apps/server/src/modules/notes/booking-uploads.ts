import { randomUUID } from 'node:crypto';
import { FileLimits, FileMessages } from '@clinicall/shared/files';
import type { FastifyRequest } from 'fastify';
import { domainError } from '../../lib/domain-error.js';
import { DOCUMENT_EXTENSIONS, storeChecked, type FileStorage } from '../storage/uploads.service.js';
import type { StoredUpload } from './encounter-files.repository.js';

/** The multipart field that carries the booking itself, as the JSON variant's body. */
export const BOOKING_FIELD = 'request';

/**
 * Reads a booking's multipart body (C51, C60 files variant): the `request` field (JSON) and the
 * attachments, each streamed into storage through the content check; 35 MB a file and 100 MB in
 * all, as message attachments (spec 1 §9). On any refusal the files already stored are removed.
 */
export async function readBookingUploads(request: FastifyRequest, storage: FileStorage) {
  const stored: StoredUpload[] = [];
  let json: unknown;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === BOOKING_FIELD) json = parseJson(part.value);
        continue;
      }
      if (stored.some((f) => f.fileName === part.filename)) {
        throw domainError('VALIDATION', `The file ${part.filename} is attached twice.`);
      }
      const remaining = FileLimits.messageTotalBytes - total;
      const key = `encounters/${randomUUID()}`;
      const { size } = await storeChecked(
        storage,
        key,
        { fileName: part.filename, stream: part.file },
        {
          maxBytes: Math.min(FileLimits.attachmentBytes, remaining),
          extensions: DOCUMENT_EXTENSIONS,
          tooLargeMessage:
            remaining < FileLimits.attachmentBytes
              ? FileMessages.messageTotalTooLarge
              : FileMessages.attachmentTooLarge,
        },
      );
      total += size;
      stored.push({ fileName: part.filename, storageKey: key, sizeBytes: size });
    }
  } catch (error) {
    await discard(storage, stored);
    throw error;
  }
  if (json === undefined) {
    await discard(storage, stored);
    throw domainError('VALIDATION', `The booking is missing its "${BOOKING_FIELD}" field.`);
  }
  return { json, files: stored };
}

function parseJson(value: unknown): unknown {
  try {
    return JSON.parse(String(value));
  } catch {
    throw domainError('VALIDATION', `The "${BOOKING_FIELD}" field is not JSON.`);
  }
}

export async function discard(storage: FileStorage, files: StoredUpload[]) {
  await Promise.all(files.map((f) => storage.remove(f.storageKey)));
}
