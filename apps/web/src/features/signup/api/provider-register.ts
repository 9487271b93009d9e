import { useMutation } from '@tanstack/react-query';
import type { ProviderRegisterRequest } from '@clinicall/shared/signup/schemas';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorFrom, networkError } from '../../../lib/api-error';

export type ProviderRegistration = { body: ProviderRegisterRequest; photo: File | null };

/**
 * F128: POST /providers/profile, or with a photo POST /providers/fullProfile (multipart: the
 * account as `providerDTOJson` first, then the photo).
 */
async function registerProvider({ body, photo }: ProviderRegistration) {
  if (!photo) return apiRequest('/providers/profile', { method: 'POST', body, isPublic: true });
  const form = new FormData();
  form.append('providerDTOJson', JSON.stringify(body));
  form.append('photo', photo, photo.name);
  const response = await fetch('/api/providers/fullProfile', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  }).catch(() => {
    throw networkError();
  });
  if (!response.ok) throw await apiErrorFrom(response);
}

export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}
