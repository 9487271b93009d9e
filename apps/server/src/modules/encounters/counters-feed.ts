import { Channels, type Listen } from '../../db/notifications.js';
import type { CountersCache } from './counters-cache.js';

/** Keeps the counters cache in step with every instance's commits; the answer stops following. */
export function followCountersChanges(listen: Listen, cache: CountersCache) {
  return listen(Channels.encounterCounters, {
    notify: (payload) => cache.drop(payload),
    listening: (up) => cache.listening(up),
  });
}
