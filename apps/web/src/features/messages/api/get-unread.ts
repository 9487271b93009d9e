import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecentUnreadSchema, UnreadCountSchema } from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './query-keys';

/** E25 */
export const unreadCountQuery = queryOptions({
  queryKey: messagesKeys.unreadCount(),
  queryFn: ({ signal }) =>
    apiRequest('/unreadMessagesCount', { schema: UnreadCountSchema, signal }),
  meta: { handlesErrors: true },
});

export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}

/** E26: the dashboard panel's count and newest unread topics. */
export const recentUnreadQuery = queryOptions({
  queryKey: messagesKeys.recentUnread(),
  queryFn: ({ signal }) =>
    apiRequest('/recentUnreadTopics', { schema: RecentUnreadSchema, signal }),
  meta: { handlesErrors: true },
});

export function useRecentUnread() {
  return useQuery(recentUnreadQuery);
}
