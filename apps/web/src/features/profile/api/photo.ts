import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorFrom, networkError } from '../../../lib/api-error';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { loggedUserQuery } from '../../identity';
import { profileKeys } from './query-keys';

/** Whose own photo changes: the patient's (`POST /patients/photo`) or the provider's. */
export type PhotoOwner = 'patient' | 'provider';

const UPLOAD_PATH: Record<PhotoOwner, string> = {
  patient: '/api/patients/photo',
  provider: '/api/providers/photo',
};

/** F40, F41, F50: the signed-in user's own photo (multipart). */
export function useUploadPhoto(owner: PhotoOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const headers = new Headers({ Accept: 'application/json' });
      setAuthHeaders(headers);
      const response = await fetch(UPLOAD_PATH[owner], { method: 'POST', headers, body }).catch(
        () => {
          throw networkError();
        },
      );
      if (!response.ok) throw await apiErrorFrom(response);
    },
    meta: { handlesErrors: true },
    // The new photo has a new URL: the profile and the signed-in user's menu and panel read it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: loggedUserQuery.queryKey }),
      ]),
  });
}
