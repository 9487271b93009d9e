import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { monitoringKeys } from '../api/monitoring-keys';

/**
 * The least time between two reads of an open view's readings: a partner (the demo's simulator)
 * may deliver every few seconds, and each read of the measures covers the whole range.
 */
export const LIVE_REFRESH_MS = 8_000;

/**
 * Issue 23: new readings of the patient (RPM_READINGS) read the open view's readings again, the
 * first at once and those that follow at most once per `LIVE_REFRESH_MS`, all events meanwhile
 * folded into one read; a gap in the channel (RESYNC) reads them too. The queries keep their keys, so the chosen range, days and scroll stay.
 */
export function useReadingsLiveUpdates(partner: string, patientId: number) {
  const client = useQueryClient();
  const lastRead = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );
  const schedule = () => {
    if (pending.current !== null) return;
    const read = () => {
      pending.current = null;
      lastRead.current = Date.now();
      void client.invalidateQueries({ queryKey: monitoringKeys.readings(partner, patientId) });
    };
    const wait = lastRead.current + LIVE_REFRESH_MS - Date.now();
    if (wait <= 0) read();
    else pending.current = setTimeout(read, wait);
  };
  useRealtimeEvent('RPM_READINGS', (event) => {
    if (event.patientId === patientId) schedule();
  });
  // A gap in the channel (issue 24) may have swallowed readings' events.
  useRealtimeEvent('RESYNC', schedule);
}
