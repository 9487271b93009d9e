import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const PhotoAnswerSchema = z.object({ imagePath: z.string() });

/** B64: PUT /admin/providers/{id}/photo (checked, resized and stored by the server). */
export function uploadProviderPhoto(providerId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/admin/providers/${providerId}/photo`, {
    method: 'PUT',
    body,
    schema: PhotoAnswerSchema,
  });
}

/**
 * B64: sets (a file) or removes (null) a provider's photo. The loaded provider is marked stale but
 * not reloaded now: a reload would reset the edit form around the photo, losing what was typed.
 */
export function useProviderPhoto(providerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (file === null) {
        await apiRequest(`/admin/providers/${providerId}/photo`, { method: 'DELETE' });
        return null;
      }
      return uploadProviderPhoto(providerId, file);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff-detail'], refetchType: 'none' }),
  });
}
