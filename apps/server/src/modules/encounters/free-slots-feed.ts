import type { Listen } from '../../db/notifications.js';
import type { FreeSlotsCache } from './free-slots-cache.js';

/** The channel the database triggers of migration 0023 announce free-slot changes on. */
export const FREE_SLOTS_CHANNEL = 'free_slots';

/** Keeps the cache in step with every instance's commits; the answer stops following. */
export function followFreeSlotChanges(listen: Listen, cache: FreeSlotsCache) {
  return listen(FREE_SLOTS_CHANNEL, {
    notify: (payload) => cache.drop(payload),
    listening: (up) => cache.listening(up),
  });
}
