import { useState } from 'react';
import { isSupportedBrowser, isSupportedDevice } from '../../../lib/browser-support';

/**
 * D36, D38: before the browser goes to a room, checks that it can run one; when not, it keeps the
 * room's URL for the dialog instead of going. `enter` answers whether it went.
 */
export function useRoomEntry(go: (url: string) => void) {
  const [blocked, setBlocked] = useState<{ kind: 'browser' | 'device'; url: string } | null>(null);
  /**
   * False, with the dialog's reason and the link to open elsewhere, where no room can run here.
   * `device: false` checks the browser only (C76: accepting, which enters no room yet).
   */
  const admits = (url: string, { device = true } = {}) => {
    const absolute = new URL(url, window.location.origin).toString();
    if (device && !isSupportedDevice())
      return (setBlocked({ kind: 'device', url: absolute }), false);
    if (!isSupportedBrowser()) return (setBlocked({ kind: 'browser', url: absolute }), false);
    return true;
  };
  return {
    blocked,
    close: () => setBlocked(null),
    admits,
    enter(url: string) {
      if (!admits(url)) return false;
      go(url);
      return true;
    },
  };
}
