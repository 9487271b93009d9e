import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { toast } from '../../../components/ui/toast';

/**
 * E19, E56–E58: fetches an attachment with the session's headers (a plain link would carry none),
 * then opens a `.dcm` file in a new window and saves any other. A 403 shows the forbidden notice.
 */
export async function downloadAttachment(messageId: number, fileName: string) {
  // Opened before the await, so the browser counts it as the click's own window.
  const dicom = fileName.toLowerCase().endsWith('.dcm');
  const viewer = dicom ? window.open('', '_blank') : null;
  const headers = new Headers();
  setAuthHeaders(headers);
  const response = await fetch(
    `/api/message/download?messageId=${messageId}&fileName=${encodeURIComponent(fileName)}`,
    { headers },
  ).catch(() => null);
  if (response === null || !response.ok) {
    viewer?.close();
    if (response?.status === 403) toast.error(InMailMessages.downloadForbidden);
    else toast.error('The file could not be downloaded. Please try again.');
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  if (viewer) {
    viewer.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
