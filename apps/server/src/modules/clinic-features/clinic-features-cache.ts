import type { ClinicFeatures } from '@clinicall/shared/clinic-features';
import { createTaggedCache } from '../../lib/tagged-cache.js';

/** Longest life of a clinic's switches here, whatever the notifications say: a bound on any oversight. */
export const CLINIC_FEATURES_MAX_LIFE_MS = 60_000;

/** `c<clinic id>`, as migration 0039's trigger names a changed clinic; anything else drops all. */
export const isClinicTag = (payload: string) => /^c\d+$/.test(payload);

/**
 * Each clinic's switches as this instance last read them, keyed and tagged `c<id>`. A clinic's
 * update anywhere (any instance, a script, psql) notifies `clinic_features` on commit and the
 * entry goes, so the next request reads the database again.
 */
export function createClinicFeaturesCache(maxEntries = 10_000) {
  return createTaggedCache<ClinicFeatures>({
    maxEntries,
    maxLifeMs: CLINIC_FEATURES_MAX_LIFE_MS,
    isTag: isClinicTag,
  });
}

export type ClinicFeaturesCache = ReturnType<typeof createClinicFeaturesCache>;
