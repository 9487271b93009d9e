import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorResponseSchema } from '@clinicall/shared/errors';
import { Messages } from '@clinicall/shared/messages';
import {
  UploadedAttachmentsSchema,
  type PatientAttachment,
} from '@clinicall/shared/patient-attachments';
import { ApiError, networkError } from '../../../lib/api-error';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { endSession } from '../../../lib/auth/session-events';
import { attachmentKeys, type AttachmentViewer } from './query-keys';

type UploadTarget = { patientId: number; clinicId: number | null };

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON: a proxy's page, answered below with the generic text.
  }
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError(xhr.status, parsed.data);
  return new ApiError(xhr.status, {
    code: 'UNEXPECTED_ANSWER',
    errorMessage: Messages.generic.error,
  });
}

/**
 * F52: sends the files in one multipart request. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; `onProgress` gets the share sent, 0 to 1.
 */
export function uploadAttachments(
  target: UploadTarget,
  files: readonly File[],
  onProgress: (share: number) => void,
): Promise<PatientAttachment[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const query = new URLSearchParams({ patientId: String(target.patientId) });
  if (target.clinicId !== null) query.set('clinicId', String(target.clinicId));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/patients/attachments?${query.toString()}`);
    const headers = new Headers({ Accept: 'application/json' });
    setAuthHeaders(headers);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      if (xhr.status === 201) {
        const parsed = UploadedAttachmentsSchema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) return resolve(parsed.data);
      }
      if (xhr.status === 401) endSession();
      reject(errorOf(xhr));
    };
    xhr.send(form);
  });
}

/** The upload with its progress (0 to 1, null when idle); the list and types reload after it. */
export function useUploadAttachments(viewer: AttachmentViewer, target: UploadTarget) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) => {
      setProgress(0);
      return uploadAttachments(target, files, setProgress);
    },
    onSettled: async () => {
      setProgress(null);
      await client.invalidateQueries({
        queryKey: attachmentKeys.ofPatient(viewer, target.patientId),
      });
    },
    meta: { handlesErrors: true },
  });
  return { ...mutation, progress };
}
