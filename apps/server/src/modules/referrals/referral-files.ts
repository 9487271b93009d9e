import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FileLimits, FileMessages } from '@clinicall/shared/files';
import { REFERRAL_FILE_TYPES } from '@clinicall/shared/referrals/referrals';
import { storeChecked, type FileStorage } from '../storage/storage.service.js';

export type UploadPart = { fileName: string; stream: Readable };
export type StoredReferralFile = {
  fileName: string;
  storageKey: string;
  fileType: string;
  sizeBytes: number;
};

/**
 * F93: stores every file of a referral or none. Each is checked by content against its extension
 * (a renamed executable fails), 35 MB each and 100 MB together (spec 2 §5).
 */
export async function storeReferralFiles(
  storage: FileStorage,
  parts: AsyncIterable<UploadPart>,
): Promise<StoredReferralFile[]> {
  const stored: StoredReferralFile[] = [];
  let total = 0;
  try {
    for await (const part of parts) {
      const remaining = FileLimits.messageTotalBytes - total;
      const storageKey = `referrals/${randomUUID()}`;
      const result = await storeChecked(storage, storageKey, part, {
        maxBytes: Math.min(FileLimits.attachmentBytes, remaining),
        extensions: REFERRAL_FILE_TYPES,
        tooLargeMessage:
          remaining < FileLimits.attachmentBytes
            ? FileMessages.messageTotalTooLarge
            : FileMessages.attachmentTooLarge,
      });
      total += result.size;
      stored.push({
        fileName: part.fileName,
        storageKey,
        fileType: result.extension,
        sizeBytes: result.size,
      });
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.storageKey)));
    throw error;
  }
  return stored;
}
