/** DOM events that count as the user being present (A31 names the first three). */
const ACTIVITY_EVENTS = ['mousemove', 'click', 'keydown', 'touchstart', 'scroll'] as const;

interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  /**
   * Called on activity at most once per `activeEveryMs`: the server ends idle sessions too, and it
   * only sees requests, so a user who reads and scrolls must still tell it they are there.
   */
  onActive?: () => void;
  activeEveryMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `onIdle` once after `timeoutMs` without activity. Activity only records a timestamp;
 * the single timeout re-arms itself for the remaining time when it fires early, so a stream of
 * mousemove events never touches the timer queue.
 */
export function startIdleTimer({
  timeoutMs,
  onIdle,
  onActive,
  activeEveryMs = timeoutMs / 5,
  target = window,
}: IdleTimerOptions): () => void {
  let lastActivity = Date.now();
  let lastReported = lastActivity;
  let handle: ReturnType<typeof setTimeout>;

  const markActive = () => {
    lastActivity = Date.now();
    if (onActive && lastActivity - lastReported >= activeEveryMs) {
      lastReported = lastActivity;
      onActive();
    }
  };
  const check = () => {
    const remaining = lastActivity + timeoutMs - Date.now();
    if (remaining > 0) {
      handle = setTimeout(check, remaining);
      return;
    }
    stop();
    onIdle();
  };
  const stop = () => {
    clearTimeout(handle);
    for (const type of ACTIVITY_EVENTS)
      target.removeEventListener(type, markActive, { capture: true });
  };

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, markActive, { passive: true, capture: true });
  }
  handle = setTimeout(check, timeoutMs);
  return stop;
}
