import { Channels, type Listen } from '../../db/notifications.js';
import type { FreeSlotsCache } from './free-slots-cache.js';

/** Keeps the cache in step with every instance's commits; the answer stops following. */
export function followFreeSlotChanges(listen: Listen, cache: FreeSlotsCache) {
  return listen(Channels.freeSlots, {
    notify: (payload) => cache.drop(payload),
    listening: (up) => cache.listening(up),
  });
}
