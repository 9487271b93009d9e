import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AwaitingAgreementSchema,
  ConfirmEmailChangeResponseSchema,
} from '@clinicall/shared/people/email-change';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** Issue 19 path 2: the change staff started that waits for this patient's agreement. */
export function awaitingAgreementQuery(patientId: number) {
  return queryOptions({
    queryKey: profileKeys.awaitingAgreement(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/account/email_change/awaiting_agreement?patientId=${patientId}`, {
        schema: AwaitingAgreementSchema,
        signal,
      }),
  });
}

export function useAwaitingAgreement(patientId: number, enabled: boolean) {
  return useQuery({ ...awaitingAgreementQuery(patientId), enabled });
}

/** The patient (or family head) agrees while signed in; the answer says what is still awaited. */
export function useAgreeInSession(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/account/email_change/agree_in_session?patientId=${patientId}`, {
        method: 'POST',
        schema: ConfirmEmailChangeResponseSchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: profileKeys.awaitingAgreement(patientId) }),
  });
}
