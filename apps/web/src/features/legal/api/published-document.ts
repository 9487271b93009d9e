import { queryOptions } from '@tanstack/react-query';
import {
  PublishedLegalDocumentSchema,
  type LegalDocumentKind,
} from '@clinicall/shared/legal-documents';
import { apiRequest } from '../../../lib/api-client';

/** The current published version of a document, readable before sign-in (A1). */
export const publishedDocumentQuery = (kind: LegalDocumentKind) =>
  queryOptions({
    queryKey: ['legal-document', kind] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/legal-documents/${kind}`, {
        schema: PublishedLegalDocumentSchema,
        isPublic: true,
        signal,
      }),
  });
