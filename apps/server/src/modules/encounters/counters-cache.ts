import type { DashboardCounters } from '@clinicall/shared/scheduling/encounter-lists';
import { createTaggedCache, type CacheTags, type TaggedRead } from '../../lib/tagged-cache.js';

/**
 * Whose counters an answer holds, as the change notifications name them: `u7` a user whose own
 * (or family's, or provider's) appointments count, `c3` a clinic whose appointments count (clinic
 * admins), `c*` every clinic (the super admin).
 */
export type CountersTags = CacheTags;

/** A database read in flight: if what it counts changes meanwhile, what it read is not stored. */
export type CountersRead = TaggedRead;

/** Longest life of an answer, whatever the notifications say: a bound on any oversight. */
export const COUNTERS_MAX_LIFE_MS = 5 * 60_000;

/** `u7` or `c3`: anything else drops every answer. */
export const isUserOrClinicTag = (payload: string) => /^(u|c)\d+$/.test(payload);

/** A clinic's change also concerns the super admin's answers (tag `c*`). */
export const clinicAlsoConcernsAll = (tag: string) => (tag.startsWith('c') ? ['c*'] : []);

/**
 * Counters and the instant from which time alone would move them: the dashboard tabs (their
 * conditions are the same, dashboard-conditions.ts) are right until then too.
 */
export type TimedCounters = { counters: DashboardCounters; validUntil: number };

/** The dashboard counters (C93–C95) this instance answered, by everything that shapes them. */
export function createCountersCache(maxEntries = 50_000) {
  return createTaggedCache<TimedCounters>({
    maxEntries,
    maxLifeMs: COUNTERS_MAX_LIFE_MS,
    isTag: isUserOrClinicTag,
    alsoConcerns: clinicAlsoConcernsAll,
  });
}

export type CountersCache = ReturnType<typeof createCountersCache>;
