import type { DashboardCounters } from '@clinicall/shared/scheduling/encounter-lists';
import { LRUCache } from 'lru-cache';

/**
 * Whose counters an answer holds, as the change notifications name them: `u7` a user whose own
 * (or family's, or provider's) appointments count, `c3` a clinic whose appointments count (clinic
 * admins), `c*` every clinic (the super admin).
 */
export type CountersTags = readonly string[];

/** Right from `builtAt` (a clock set back would bring back what it counted) until `validUntil`. */
type Entry = {
  counters: DashboardCounters;
  builtAt: number;
  validUntil: number;
  tags: CountersTags;
};

/** A database read in flight: if what it counts changes meanwhile, what it read is not stored. */
export type CountersRead = { readonly tags: CountersTags; stale: boolean };

/** Longest life of an answer, whatever the notifications say: a bound on any oversight. */
export const COUNTERS_MAX_LIFE_MS = 5 * 60_000;

/**
 * The dashboard counters (C93–C95) this instance answered, by everything that shapes them. Right
 * only while change notifications arrive: until `listening(true)` and after `listening(false)` it
 * holds and stores nothing. `drop` forgets a tag's answers and spoils reads in flight that carry it.
 */
export function createCountersCache(maxEntries = 50_000) {
  let listening = false;
  const reads = new Set<CountersRead>();
  const keysOf = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = keysOf.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysOf.delete(tag);
      }
    },
  });

  /** A clinic's change also concerns the super admin's answers (tag `c*`). */
  const concerned = (tag: string) => (tag.startsWith('c') ? [tag, 'c*'] : [tag]);

  function dropAll() {
    entries.clear();
    for (const read of reads) read.stale = true;
  }

  return {
    get(key: string, now: number): DashboardCounters | undefined {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.builtAt <= now && now < entry.validUntil) return entry.counters;
      entries.delete(key);
      return undefined;
    },

    /** Call before reading the database. */
    begin(tags: CountersTags): CountersRead {
      const read = { tags, stale: !listening };
      reads.add(read);
      return read;
    },

    /** Call once the read is over, stored or not. */
    end(read: CountersRead) {
      reads.delete(read);
    },

    /** Keeps counters read by `read`, unless what they count changed since it began. */
    store(
      read: CountersRead,
      key: string,
      counters: DashboardCounters,
      life: { builtAt: number; validUntil: number },
    ) {
      if (read.stale || !listening) return;
      const validUntil = Math.min(life.validUntil, life.builtAt + COUNTERS_MAX_LIFE_MS);
      entries.set(key, { counters, builtAt: life.builtAt, validUntil, tags: read.tags });
      for (const tag of read.tags) {
        const keys = keysOf.get(tag) ?? new Set();
        keys.add(key);
        keysOf.set(tag, keys);
      }
    },

    /** A change notification: a tag (`u7`, `c3`), or '*' for everything. */
    drop(payload: string) {
      if (!/^(u|c)\d+$/.test(payload)) return dropAll();
      const tags = concerned(payload);
      for (const tag of tags) {
        for (const key of [...(keysOf.get(tag) ?? [])]) entries.delete(key);
      }
      for (const read of reads) {
        if (read.tags.some((tag) => tags.includes(tag))) read.stale = true;
      }
    },

    /** Whether notifications arrive; whatever happened while they did not is unknown. */
    listening(up: boolean) {
      dropAll();
      listening = up;
    },
  };
}

export type CountersCache = ReturnType<typeof createCountersCache>;
