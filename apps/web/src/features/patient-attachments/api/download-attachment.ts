import type { PatientAttachment } from '@clinicall/shared/patient-attachments';
import { apiBlob } from '../../../lib/api-client';
import { openOrSaveFile } from '../../../lib/open-or-save-file';

/** F54: a patient attachment, opened (DICOM) or saved; a refusal rejects with its ApiError. */
export function downloadAttachment(attachment: PatientAttachment): Promise<void> {
  return openOrSaveFile(attachment.fileName, () =>
    apiBlob(`/attachment/download?id=${attachment.id}`),
  );
}
