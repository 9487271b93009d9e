import { Role } from '@clinicall/shared/roles';
import { clinicsScope, type ClinicScope } from '../../lib/access/clinic-scope.js';
import type { Actor } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';

/** Whether a clinic has the provider network switched on (the clinic-features reader). */
export type NetworkSwitch = (clinicId: number) => Promise<boolean>;

/**
 * F99, B19: the clinics where the caller is a provider and the provider network is on, read at this
 * request (a flip counts at once on every instance). None: every network and referral call of a
 * provider is refused (403). The network spans clinics by design, so its routes declare no clinic
 * rule: this is their scope.
 */
export async function networkScope(
  actor: Pick<Actor, 'memberships'>,
  enabled: NetworkSwitch,
): Promise<ClinicScope> {
  const ids = actor.memberships.filter((m) => m.role === Role.provider).map((m) => m.clinicId);
  const on = await Promise.all(ids.map(async (id) => ((await enabled(id)) ? id : null)));
  const kept = on.filter((id): id is number => id !== null);
  if (kept.length === 0) throw domainError('PROVIDER_NETWORK_DISABLED');
  return clinicsScope(kept);
}
