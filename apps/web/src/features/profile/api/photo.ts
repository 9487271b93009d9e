import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiErrorFrom, networkError } from '../../../lib/api-error';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { profileKeys } from './query-keys';

/** Photos need the bearer token, which an <img> cannot send: they are fetched and shown as blobs. */
async function getPhoto(path: string, signal: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  setAuthHeaders(headers);
  const response = await fetch(path, { headers, signal }).catch(() => {
    throw networkError();
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.blob();
}

export function usePhotoUrl(patientId: number, path: string | null) {
  const query = useQuery({
    queryKey: profileKeys.photo(patientId, path ?? ''),
    queryFn: ({ signal }) => getPhoto(path ?? '', signal),
    enabled: path !== null,
    meta: { handlesErrors: true },
  });
  const url = query.data ? URL.createObjectURL(query.data) : null;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** F40, F41: POST /patients/photo (multipart), the patient's own photo. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const headers = new Headers({ Accept: 'application/json' });
      setAuthHeaders(headers);
      const response = await fetch('/api/patients/photo', { method: 'POST', headers, body }).catch(
        () => {
          throw networkError();
        },
      );
      if (!response.ok) throw await apiErrorFrom(response);
    },
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
