import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import {
  receiveAttachments,
  unsettledUploadsJournal as unsettled,
  type FileStorage,
  type UploadFields,
} from '../storage/uploads.service.js';

/** The multipart field that carries the booking itself, as the JSON variant's body. */
export const BOOKING_FIELD = 'request';

/**
 * Reads a booking's multipart body (C51, C60 files variant): the `request` field (JSON) first,
 * then the attachments, stored under `encounters/` with the limits of message attachments
 * (spec 1 §9). A body without its JSON is refused before any file is stored. Each file is noted
 * as unsettled until the booking naming it commits (issue 24: an instance dying in between leaves
 * no file behind for good).
 */
export async function readBookingUploads(request: FastifyRequest, storage: FileStorage, db: Db) {
  const { checked, files } = await receiveAttachments(request, storage, {
    keyPrefix: 'encounters',
    beforeFiles: bookingJson,
    beforeStore: (key) => unsettled.note(db, key),
  });
  return { json: checked, files };
}

function bookingJson(fields: UploadFields): unknown {
  const [value] = fields[BOOKING_FIELD] ?? [];
  if (value === undefined) {
    throw domainError('VALIDATION', `The booking is missing its "${BOOKING_FIELD}" field.`);
  }
  try {
    return JSON.parse(value);
  } catch {
    throw domainError('VALIDATION', `The "${BOOKING_FIELD}" field is not JSON.`);
  }
}
