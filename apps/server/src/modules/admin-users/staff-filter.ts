import type { StaffQuerySchema } from '@clinicall/shared/admin-users';
import type { Role } from '@clinicall/shared/roles';
import type { z } from 'zod';
import type { StaffFilter } from './staff.repository.js';

/**
 * A list query as the repository takes it: the active filter only when asked for
 * (`filterByActivated`, or the clinic admins list's `activated`), and the clinic filter when
 * given; `clinicIds` narrows it further to a clinic admin's own clinics.
 */
export function staffFilter(
  role: Role,
  query: z.output<typeof StaffQuerySchema>,
  ownClinics?: readonly number[],
): StaffFilter {
  const activated = query.activated ?? (query.filterByActivated ? query.isActivated : undefined);
  const clinicIds = query.clinic
    ? (ownClinics ?? [query.clinic]).filter((id) => id === query.clinic)
    : ownClinics;
  return {
    role,
    keyword: query.keyword,
    activated,
    clinicIds,
    page: query.page,
    size: query.size,
  };
}
