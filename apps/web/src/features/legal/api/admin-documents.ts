import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminLegalDocumentSchema,
  type LegalDocumentKind,
  type PublishLegalDraft,
} from '@clinicall/shared/legal-documents';
import { apiRequest } from '../../../lib/api-client';

export const adminDocumentsQuery = queryOptions({
  queryKey: ['admin-legal-documents'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/admin/legal-documents', { schema: z.array(AdminLegalDocumentSchema), signal }),
});

/** Every change answers the document anew; the list is refreshed from it. */
function useDocumentChange<T>(request: (kind: LegalDocumentKind, input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: { kind: LegalDocumentKind; value: T }) => request(input.kind, input.value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentsQuery.queryKey }),
  });
}

const base = (kind: LegalDocumentKind) => `/admin/legal-documents/${kind}`;

export const useSaveDraft = () =>
  useDocumentChange((kind, markdown: string) =>
    apiRequest(`${base(kind)}/draft`, {
      method: 'PUT',
      body: { markdown },
      schema: AdminLegalDocumentSchema,
    }),
  );

export const useDiscardDraft = () =>
  useDocumentChange((kind, _: null) =>
    apiRequest(`${base(kind)}/draft`, { method: 'DELETE', schema: AdminLegalDocumentSchema }),
  );

export const usePublishDraft = () =>
  useDocumentChange((kind, reviewed: PublishLegalDraft) =>
    apiRequest(`${base(kind)}/publish`, {
      method: 'POST',
      body: reviewed,
      schema: AdminLegalDocumentSchema,
    }),
  );
