import type { ClinicFeatures, ClinicSwitch } from '@clinicall/shared/clinic-features';
import type { ErrorCode } from '@clinicall/shared/errors';
import type { Actor } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { ClinicFeaturesCache } from './clinic-features-cache.js';

/** Monotonic milliseconds: the cache's life bound must not move with the wall clock. */
type Stopwatch = () => number;

/**
 * The per-request read of a clinic's switches: answered from this instance's cache, which the
 * `clinic_features` notifications empty for a clinic the moment its row changes (migration 0039),
 * so a flip is seen by the next request on every instance; a miss reads the one row.
 */
export function createClinicFeatures(
  query: (clinicId: number) => Promise<ClinicFeatures | undefined>,
  cache: ClinicFeaturesCache,
  stopwatch: Stopwatch = () => performance.now(),
) {
  async function of(clinicId: number): Promise<ClinicFeatures | undefined> {
    const now = stopwatch();
    const cached = cache.get(`c${clinicId}`, now);
    if (cached) return cached;
    const read = cache.begin([`c${clinicId}`]);
    try {
      const found = await query(clinicId);
      if (found) cache.store(read, `c${clinicId}`, found, { builtAt: now, validUntil: Infinity });
      return found;
    } finally {
      cache.end(read);
    }
  }

  return {
    of,

    /** Whether `clinicId` has `feature` on; an unknown clinic has nothing on. */
    async allows(clinicId: number, feature: ClinicSwitch) {
      return (await of(clinicId))?.[feature] === true;
    },

    /** Refuses with `code` (the feature's own error, never a 500) unless the switch is on. */
    async require(clinicId: number, feature: ClinicSwitch, code: ErrorCode) {
      if ((await of(clinicId))?.[feature] !== true) throw domainError(code);
    },

    /** The switches of each clinic the actor belongs to, in the order of their memberships. */
    async ofActor(actor: Pick<Actor, 'memberships'>) {
      const found = await Promise.all(actor.memberships.map((m) => of(m.clinicId)));
      return found.filter((f): f is ClinicFeatures => f !== undefined);
    },
  };
}

export type ClinicFeaturesService = ReturnType<typeof createClinicFeatures>;
