import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ATTACHMENTS_PAGE_SIZE, AttachmentPageSchema } from '@clinicall/shared/patient-attachments';
import { apiRequest } from '../../../lib/api-client';
import { attachmentKeys, type AttachmentListFilter, type AttachmentViewer } from './query-keys';

/** F53, F56: `/attachment/search` for providers, `/attachment/patient/search` for patients. */
export function attachmentsQuery(
  viewer: AttachmentViewer,
  patientId: number,
  filter: AttachmentListFilter,
) {
  return infiniteQueryOptions({
    queryKey: attachmentKeys.list(viewer, patientId, filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        patientId: String(patientId),
        page: String(pageParam),
        size: String(ATTACHMENTS_PAGE_SIZE),
        sort: filter.sort,
        direction: filter.direction,
      });
      if (filter.search !== '') query.set('search', filter.search);
      if (filter.fileType !== null) query.set('fileType', filter.fileType);
      const path = viewer === 'provider' ? '/attachment/search' : '/attachment/patient/search';
      return apiRequest(`${path}?${query.toString()}`, { schema: AttachmentPageSchema, signal });
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
    meta: { handlesErrors: true },
  });
}

export function useAttachments(
  viewer: AttachmentViewer,
  patientId: number,
  filter: AttachmentListFilter,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...attachmentsQuery(viewer, patientId, filter), enabled });
}
