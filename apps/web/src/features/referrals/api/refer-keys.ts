import { referCandidatesKey } from '../../../lib/refer-candidates';
import type { ReferProviderFilters } from './refer-find-providers';

/**
 * The keys of referring a patient. Every candidate list sits under F98's refer-candidates key, so
 * opening the network or a refer list forgets them at once.
 */
export const referKeys = {
  candidates: referCandidatesKey,
  providers: (filters: ReferProviderFilters) =>
    [...referCandidatesKey, 'providers', filters] as const,
  provider: (providerId: number) => [...referCandidatesKey, 'provider', providerId] as const,
  patients: (providerId: number, search: string) =>
    [...referCandidatesKey, 'patients', { providerId, search }] as const,
  patient: (patientId: number) => [...referCandidatesKey, 'patient', patientId] as const,
};
