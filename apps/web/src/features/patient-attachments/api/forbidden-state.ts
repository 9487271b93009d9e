import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ForbiddenAttachSchema } from '@clinicall/shared/patient-attachments';
import { apiRequest } from '../../../lib/api-client';
import { attachmentKeys } from './query-keys';

/** F57: whether the signed-in provider is kept from this patient's attachments. */
export function forbiddenStateQuery(patientId: number) {
  return queryOptions({
    queryKey: attachmentKeys.forbidden(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/attachment/hasForbiddenAttach?patientId=${patientId}`, {
        schema: ForbiddenAttachSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export function useForbiddenState(patientId: number, enabled: boolean) {
  return useQuery({ ...forbiddenStateQuery(patientId), enabled });
}

/** F61: asks the patient to join the provider's clinic; the answer says it was sent. */
export function useSendJoinRequest(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/attachment/joinRequest', {
        method: 'POST',
        body: { patientId },
        schema: ForbiddenAttachSchema,
      }),
    onSuccess: (state) => client.setQueryData(attachmentKeys.forbidden(patientId), state),
    meta: { handlesErrors: true },
  });
}
