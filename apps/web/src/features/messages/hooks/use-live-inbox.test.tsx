import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { receiveRealtimeEvent } from '../../../lib/realtime/receive-event';
import { messagesKeys } from '../api/query-keys';
import { useLiveInbox } from './use-live-inbox';

test('issue 24: after a gap in the realtime channel (RESYNC) the in-mail queries read again, the badge among them', () => {
  const client = new QueryClient();
  client.setQueryData(messagesKeys.unreadCount(), { count: 1 });
  client.setQueryData(messagesKeys.topic(7), { id: 7 });
  client.setQueryData(['appointments'], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveInbox(), { wrapper });

  expect(receiveRealtimeEvent({ type: 'RESYNC' })).toBe(true);
  expect(client.getQueryState(messagesKeys.unreadCount())?.isInvalidated).toBe(true);
  expect(client.getQueryState(messagesKeys.topic(7))?.isInvalidated).toBe(true);
  // Only what this feature keeps fresh: other features re-read their own.
  expect(client.getQueryState(['appointments'])?.isInvalidated).toBe(false);
});
