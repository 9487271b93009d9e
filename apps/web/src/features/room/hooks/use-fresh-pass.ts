import { useEffect, useRef } from 'react';
import { pathTo } from '@clinicall/shared/paths';
import { RoomPassTiming } from '@clinicall/shared/room-access/room-pass';
import { isApiError } from '../../../lib/api-error';
import { refreshRoomPass } from '../api/room-api';

/** After a lost connection, the refresh is tried again this often until the pass runs out. */
const RETRY_MS = 30_000;

/**
 * Issue 19 path 8: the room's pass lives minutes, so while the room page shows it asks for a fresh
 * one before the one it holds runs out. Each fresh pass replaces the one in the address bar (a
 * reload re-enters with it; the router is not told, so the call goes on undisturbed) and goes to
 * `onFresh` (the call re-authorises its socket with it). A refusal is final: the visit closed, or
 * the session or invitation behind the pass is gone. Answers the current pass.
 */
export function useFreshPass(
  initial: string,
  expiresAt: string | undefined,
  onFresh: (pass: string) => void,
) {
  const current = useRef(initial);
  const notify = useRef(onFresh);
  useEffect(() => {
    notify.current = onFresh;
  });

  useEffect(() => {
    if (!expiresAt) return;
    let until = Date.parse(expiresAt);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(
        () => void run(),
        Math.max(until - Date.now() - RoomPassTiming.refreshBeforeMs, 0),
      );
    };
    const run = async () => {
      try {
        const fresh = await refreshRoomPass(current.current);
        if (stopped) return;
        current.current = fresh.pass;
        until = Date.parse(fresh.expiresAt);
        const url = `${pathTo.room(fresh.pass)}${window.location.search}`;
        window.history.replaceState(window.history.state, '', url);
        notify.current(fresh.pass);
        schedule();
      } catch (error) {
        if (stopped || (isApiError(error) && !error.unexpected)) return;
        if (Date.now() < until) timer = setTimeout(() => void run(), RETRY_MS);
      }
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [expiresAt]);

  return current;
}
