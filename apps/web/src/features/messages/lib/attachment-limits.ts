import { FileLimits } from '@clinicall/shared/files';
import type { MessageErrorCode } from '@clinicall/shared/messaging/messages';

/** E11, E12: the dialog code refusing `adding` next to `kept`, or null when they fit. */
export function attachmentRefusal(kept: File[], adding: File[]): MessageErrorCode | null {
  if (adding.some((file) => file.size > FileLimits.attachmentBytes)) return 4;
  const total = [...kept, ...adding].reduce((sum, file) => sum + file.size, 0);
  return total > FileLimits.messageTotalBytes ? 5 : null;
}
