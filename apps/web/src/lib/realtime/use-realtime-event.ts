import type { RealtimeEventOf, RealtimeEventType } from '@clinicall/shared/realtime';
import { useEffect, useRef } from 'react';
import { subscribeRealtime } from './realtime-bus';

/** Calls `handler` with each server event of `type` while the component is mounted. */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(type, (event) => latest.current(event)), [type]);
}
