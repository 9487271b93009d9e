import { FileMessages } from '@clinicall/shared/files';
import { isApiError } from '../../../lib/api-error';
import type { MessageError } from '../components/message-error-dialog';

/** E11, E12, E14, E15: a refused send as the message dialog shows it. */
export function sendError(error: unknown): MessageError {
  if (!isApiError(error)) return { code: 3 };
  if (error.code === 'FILE_TOO_LARGE') {
    return { code: error.message === FileMessages.messageTotalTooLarge ? 5 : 4 };
  }
  if (error.code === 'VALIDATION') return { code: 6, detail: error.message };
  return { code: 3, detail: error.message };
}
