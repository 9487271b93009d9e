import type { Clock } from '../lib/clock.js';

/** A clock that stays where a test puts it. */
export function pinnedClock(iso: string) {
  let now = new Date(iso);
  const clock: Clock = () => now;
  return {
    clock,
    set(next: string) {
      now = new Date(next);
    },
  };
}
