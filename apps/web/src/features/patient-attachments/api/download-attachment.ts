import type { PatientAttachment } from '@clinicall/shared/patient-attachments';
import { apiErrorFrom, networkError } from '../../../lib/api-error';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { endSession } from '../../../lib/auth/session-events';

async function fetchFile(id: number): Promise<Blob> {
  const headers = new Headers();
  setAuthHeaders(headers);
  let response: Response;
  try {
    response = await fetch(`/api/attachment/download?id=${id}`, { headers });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    if (response.status === 401) endSession();
    throw await apiErrorFrom(response);
  }
  return response.blob();
}

function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * F54: the file arrives with the bearer token (a plain link could not carry it), then is saved
 * under its name; a DICOM file (.dcm) opens in a new window instead (spec 1 §7). The window opens
 * before the download so the click still counts as the user's and no popup blocker stops it.
 */
export async function downloadAttachment(attachment: PatientAttachment): Promise<void> {
  const opensInWindow = attachment.fileType === 'dcm';
  const win = opensInWindow ? window.open('', '_blank') : null;
  try {
    const blob = await fetchFile(attachment.id);
    if (win) win.location.href = URL.createObjectURL(blob);
    else saveAs(blob, attachment.fileName);
  } catch (error) {
    win?.close();
    throw error;
  }
}
