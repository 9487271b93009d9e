import { queryOptions, useQuery } from '@tanstack/react-query';
import { TemplateListSchema, TemplateSchema } from '@clinicall/shared/notes/templates';
import { apiRequest } from '../../../lib/api-client';
import { templatesKeys } from './query-keys';

/** E36: the provider's templates (the edit dropdown, the video type dialog, the booking form). */
export const myTemplatesQuery = queryOptions({
  queryKey: templatesKeys.mine(),
  queryFn: ({ signal }) => apiRequest('/templates', { schema: TemplateListSchema, signal }),
  meta: { handlesErrors: true },
});

export function useMyTemplates(enabled = true) {
  return useQuery({ ...myTemplatesQuery, enabled });
}

/** C58: the template a patient fills in when booking a provider's video type. */
export function patientTemplateQuery(templateId: number, providerId: number) {
  return queryOptions({
    queryKey: templatesKeys.forPatient(templateId, providerId),
    queryFn: ({ signal }) =>
      apiRequest(`/patient/encounter/templates/${templateId}/provider/${providerId}`, {
        schema: TemplateSchema,
        signal,
      }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
