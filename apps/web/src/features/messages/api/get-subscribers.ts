import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { InMail } from '@clinicall/shared/messaging/constants';
import {
  SubscriberPageSchema,
  type SubscriberPage,
  type SubscriberType,
} from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './query-keys';

/** E5: who the provider may write to, by type and keyword, 15 a page. */
export function subscribersQuery(type: SubscriberType, keyword: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.subscribers(type, keyword),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/inMailSubscribers/filter?type=${type}&keyword=${encodeURIComponent(keyword)}&page=${pageParam}&size=${InMail.subscribersPageSize}`,
        { schema: SubscriberPageSchema, signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: SubscriberPage, pages: SubscriberPage[]) =>
      last.last ? undefined : pages.length,
    meta: { handlesErrors: true },
  });
}

export function useSubscribers(type: SubscriberType, keyword: string) {
  return useInfiniteQuery(subscribersQuery(type, keyword));
}
