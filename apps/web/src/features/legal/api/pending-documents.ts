import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PendingLegalDocumentsSchema } from '@clinicall/shared/legal-documents';
import { apiRequest } from '../../../lib/api-client';

/** What the signed-in user has yet to accept (issue 20 point 10). */
export const pendingDocumentsQuery = queryOptions({
  queryKey: ['legal-documents-pending'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/account/legal-documents/pending', { schema: PendingLegalDocumentsSchema, signal }),
  meta: { handlesErrors: true },
});

/** Accepts the versions read; the answer is what is still left to accept. */
export function useAcceptDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (versionIds: number[]) =>
      apiRequest('/account/legal-documents/accept', {
        method: 'POST',
        body: { versionIds },
        schema: PendingLegalDocumentsSchema,
      }),
    onSuccess: (left) => queryClient.setQueryData(pendingDocumentsQuery.queryKey, left),
    // A newer version was published meanwhile: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: pendingDocumentsQuery.queryKey }),
  });
}
