import { useState } from 'react';
import { isSupportedBrowser, isSupportedDevice } from '../../../lib/browser-support';

/**
 * D36, D38: before the browser goes to a room, checks that it can run one; when not, it keeps the
 * room's URL for the dialog instead of going. `enter` answers whether it went.
 */
export function useRoomEntry(go: (url: string) => void) {
  const [blocked, setBlocked] = useState<{ kind: 'browser' | 'device'; url: string } | null>(null);
  return {
    blocked,
    close: () => setBlocked(null),
    enter(url: string) {
      const absolute = new URL(url, window.location.origin).toString();
      if (!isSupportedDevice()) return (setBlocked({ kind: 'device', url: absolute }), false);
      if (!isSupportedBrowser()) return (setBlocked({ kind: 'browser', url: absolute }), false);
      go(url);
      return true;
    },
  };
}
