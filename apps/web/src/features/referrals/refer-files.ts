import { extensionOf, FileLimits, FileMessages } from '@clinicall/shared/files';
import { REFERRAL_FILE_TYPES } from '@clinicall/shared/referrals/referrals';

const accepted: readonly string[] = REFERRAL_FILE_TYPES;

/**
 * F93: why `adding` cannot join `kept`, checked as the server checks (its types, 35 MB each,
 * 100 MB together), or null. The server also reads each file's first bytes: a renamed file passes
 * here and is refused there, and the dialog shows its answer.
 */
export function referFileRefusal(kept: readonly File[], adding: readonly File[]): string | null {
  if (adding.some((file) => !accepted.includes(extensionOf(file.name))))
    return FileMessages.wrongType;
  if (adding.some((file) => file.size > FileLimits.attachmentBytes))
    return FileMessages.attachmentTooLarge;
  const total = [...kept, ...adding].reduce((sum, file) => sum + file.size, 0);
  return total > FileLimits.messageTotalBytes ? FileMessages.messageTotalTooLarge : null;
}
