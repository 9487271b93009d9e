import { queryOptions, useQuery } from '@tanstack/react-query';
import { AttachmentFileTypesSchema } from '@clinicall/shared/patient-attachments';
import { apiRequest } from '../../../lib/api-client';
import { attachmentKeys, type AttachmentViewer } from './query-keys';

/** F53, F56: the types among the patient's files, for the filter. */
export function fileTypesQuery(viewer: AttachmentViewer, patientId: number) {
  return queryOptions({
    queryKey: attachmentKeys.fileTypes(viewer, patientId),
    queryFn: ({ signal }) => {
      const path =
        viewer === 'provider' ? '/attachment/fileTypes' : '/attachment/patient/fileTypes';
      return apiRequest(`${path}?patientId=${patientId}`, {
        schema: AttachmentFileTypesSchema,
        signal,
      });
    },
    meta: { handlesErrors: true },
  });
}

export function useFileTypes(viewer: AttachmentViewer, patientId: number, enabled: boolean) {
  return useQuery({ ...fileTypesQuery(viewer, patientId), enabled });
}
