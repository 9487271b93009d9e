import { useEffect } from 'react';

/**
 * Keeps one socket open for the signed-in session's token: a new token (sign-in as another user,
 * an assistant switching identity) closes the old socket and opens one with the new token; no
 * token (logout) closes it. The client library loads only here, off the sign-in screen's bundle.
 */
export function useRealtimeConnection(token: string | null) {
  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import('./realtime-socket').then(({ openRealtimeSocket }) => {
      if (!cancelled) close = openRealtimeSocket(token);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token]);
}
