import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { InMail } from '@clinicall/shared/messaging/constants';
import { TopicPageSchema, type TopicPage } from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './query-keys';

function getTopics(page: number, keyword: string, signal: AbortSignal): Promise<TopicPage> {
  const paging = `page=${page}&size=${InMail.topicsPageSize}`;
  const path = keyword
    ? `/topics/search?keyword=${encodeURIComponent(keyword)}&${paging}`
    : `/topics?${paging}`;
  return apiRequest(path, { schema: TopicPageSchema, signal });
}

/** E1, E3: the caller's topics, 10 a page, or those matching the search box. */
export function topicsQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.topics(keyword),
    queryFn: ({ pageParam, signal }) => getTopics(pageParam, keyword, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TopicPage, pages: TopicPage[]) =>
      last.last ? undefined : pages.length,
    meta: { handlesErrors: true },
  });
}

export function useTopics(keyword: string) {
  return useInfiniteQuery(topicsQuery(keyword));
}
