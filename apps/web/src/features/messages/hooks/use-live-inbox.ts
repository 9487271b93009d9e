import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { messagesKeys } from '../api/query-keys';

/**
 * D3, D5, I27: the realtime channel keeps in-mail current without a reload: a new message or a
 * changed unread count refreshes the counts, the panel, the lists and an open conversation; a
 * closed message encounter refreshes its conversation, which then hides the reply form. After a
 * gap in the channel (RESYNC, issue 24) everything in-mail on screen reads again.
 */
export function useLiveInbox() {
  const queryClient = useQueryClient();
  useRealtimeEvent('NEW_MESSAGE', () => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
  });
  useRealtimeEvent('UNREAD_COUNT', (event) => {
    queryClient.setQueryData(messagesKeys.unreadCount(), { count: event.unreadCount });
    void queryClient.invalidateQueries({ queryKey: messagesKeys.recentUnread() });
  });
  useRealtimeEvent('RESYNC', () => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
  });
  useRealtimeEvent('MSG_ENCOUNTER_CLOSED', (event) => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.topic(event.topicId) });
  });
}
