import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_MS } from '@clinicall/shared/realtime';
import { renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { realtimeSocketOptions } from './socket-options';
import { receiveRealtimeEvent } from './receive-event';
import { useRealtimeEvent } from './use-realtime-event';

test('D3 D5 useRealtimeEvent hands over events of its type parsed with the shared union, and drops what fails it', () => {
  const onUnread = vi.fn();
  const onNewMessage = vi.fn();
  const { unmount } = renderHook(() => {
    useRealtimeEvent('UNREAD_COUNT', onUnread);
    useRealtimeEvent('NEW_MESSAGE', onNewMessage);
  });

  expect(receiveRealtimeEvent({ type: 'UNREAD_COUNT', unreadCount: 2 })).toBe(true);
  expect(onUnread).toHaveBeenCalledWith({ type: 'UNREAD_COUNT', unreadCount: 2 });
  expect(onNewMessage).not.toHaveBeenCalled();

  for (const malformed of [
    { type: 'UNREAD_COUNT', unreadCount: '2' },
    { type: 'UNREAD_COUNT', unreadCount: -1 },
    { type: 'NEW_MESSAGE' },
    { type: 'NO_SUCH_EVENT', topicId: 1 },
    'UNREAD_COUNT',
    null,
  ]) {
    expect(receiveRealtimeEvent(malformed), JSON.stringify(malformed)).toBe(false);
  }
  expect(onUnread).toHaveBeenCalledTimes(1);
  expect(onNewMessage).not.toHaveBeenCalled();

  unmount();
  receiveRealtimeEvent({ type: 'UNREAD_COUNT', unreadCount: 3 });
  expect(onUnread).toHaveBeenCalledTimes(1);
});

test('D2 D4 the appointment events carry the spec payloads', () => {
  const onStarted = vi.fn();
  const onUpdated = vi.fn();
  renderHook(() => {
    useRealtimeEvent('APPOINTMENT_STARTED', onStarted);
    useRealtimeEvent('APPOINTMENT_UPDATED', onUpdated);
  });
  receiveRealtimeEvent({
    type: 'APPOINTMENT_STARTED',
    encounterId: 5,
    roomUrl: '/room/5',
    message: 'started',
  });
  receiveRealtimeEvent({
    type: 'APPOINTMENT_UPDATED',
    encounterId: 5,
    name: 'Ann',
    patientJoined: 'yes',
  });
  expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ roomUrl: '/room/5' }));
  expect(onUpdated).not.toHaveBeenCalled();
});

test('D1 D6 D7 the socket sends the session token and retries every 5 s without growing the delay', () => {
  const options = realtimeSocketOptions({ token: 'the-token' });
  expect(options.auth).toEqual({ token: 'the-token' });
  expect(REALTIME_RECONNECT_MS).toBe(5000);
  expect(REALTIME_HEARTBEAT_MS).toBe(20_000);
  expect(options).toMatchObject({
    reconnection: true,
    reconnectionDelay: 5000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0,
  });
});
