import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { toast } from '../../../components/ui/toast';
import { apiBlob } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { openOrSaveFile } from '../../../lib/open-or-save-file';

/**
 * E19, E56–E58: a message's attachment, opened (DICOM) or saved; a 403 shows the forbidden notice.
 */
export async function downloadAttachment(messageId: number, fileName: string) {
  const query = new URLSearchParams({ messageId: String(messageId), fileName });
  try {
    await openOrSaveFile(fileName, () => apiBlob(`/message/download?${query.toString()}`));
  } catch (error) {
    // H1: an attachment error is the 9-second toast.
    toast.attachmentError(
      isApiError(error) && error.status === 403
        ? InMailMessages.downloadForbidden
        : 'The file could not be downloaded. Please try again.',
    );
  }
}
