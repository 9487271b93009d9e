import { Role } from '@clinicall/shared/roles';
import { Clinic } from '../../lib/access/rules.js';

/** I15: every /admin/* route is the super admin's alone; their scope is every clinic. */
export const superAdminOnly = { roles: [Role.superAdmin], clinic: Clinic.none } as const;
