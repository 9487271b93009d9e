import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TemplateSchema,
  type SaveTemplateRequest,
  type Template,
} from '@clinicall/shared/notes/templates';
import { apiRequest } from '../../../lib/api-client';
import { templatesKeys } from './query-keys';

type Save = { id: number | null; body: SaveTemplateRequest };

/** E28 (POST) and E36 (PATCH): saves a template; the list is read again after. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save): Promise<Template> =>
      id === null
        ? apiRequest('/templates', { method: 'POST', body, schema: TemplateSchema })
        : apiRequest(`/templates/${id}`, { method: 'PATCH', body, schema: TemplateSchema }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKeys.mine() }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/templates/${id}`, { method: 'DELETE' }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKeys.mine() }),
  });
}
