import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadCountSchema } from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './query-keys';

/** E17: opening a topic marks it read; the count, the panel and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topicId: number) =>
      apiRequest(`/markTopicAsRead/${topicId}`, { method: 'PUT', schema: UnreadCountSchema }),
    meta: { handlesErrors: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(messagesKeys.unreadCount(), answer);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.recentUnread() });
      void queryClient.invalidateQueries({ queryKey: [...messagesKeys.all, 'topics'] });
    },
  });
}
