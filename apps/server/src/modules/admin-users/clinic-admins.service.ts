import {
  type ClinicAdmin,
  type ClinicAdminEditSchema,
  type ClinicAdminInputSchema,
  type StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { AdminUsersDeps } from './admin-providers.service.js';
import { staffRepository as staff } from './staff.repository.js';
import { staffFilter } from './staff-filter.js';

type Input = z.output<typeof ClinicAdminInputSchema>;
type Edit = z.output<typeof ClinicAdminEditSchema>;

/** B74: a clinic admin's failures other than a taken e-mail show the server's own text. */
const missing = () => domainError('NOT_FOUND', 'The requested clinic admin does not exist.');

async function detail(ex: Executor, key: number | string): Promise<ClinicAdmin | undefined> {
  const user = await staff.find(ex, Role.clinicAdmin, key);
  if (!user) return undefined;
  return {
    ...user,
    active: user.activated,
    newEmail: await staff.pendingEmail(ex, user.id),
    clinicId: user.clinics[0]?.id ?? null,
    clinicDTOS: user.clinics,
  };
}

const audited = (a: ClinicAdmin) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  active: a.active,
  clinicId: a.clinicId,
  newEmail: a.newEmail,
});

/** The super admin's clinic admins (B71–B75, B96). */
export function createClinicAdminsService({ db, accounts, endSockets }: AdminUsersDeps) {
  return {
    page: (query: z.output<typeof StaffQuerySchema>) =>
      staff.page(db, staffFilter(Role.clinicAdmin, query)),

    async get(email: string) {
      const found = await detail(db, email);
      if (!found) throw missing();
      return found;
    },

    async create(ctx: SignedInContext, input: Input) {
      return db.transaction(async (tx) => {
        const user = await accounts.create(tx, {
          ...input,
          activated: input.active,
          role: Role.clinicAdmin,
        });
        const after = (await detail(tx, user.id))!;
        await accounts.audit(tx, ctx, {
          type: 'clinic-admin',
          clinicId: input.clinicId,
          account: user,
          before: null,
          after: audited(after),
        });
        return after;
      });
    },

    async edit(ctx: SignedInContext, email: string, input: Edit) {
      const { result, ended } = await db.transaction(async (tx) => {
        const found = await staff.find(tx, Role.clinicAdmin, email, { lock: true });
        if (!found) throw missing();
        const before = (await detail(tx, found.id))!;
        if (!(await staff.clinicExists(tx, input.clinicId))) {
          throw domainError('VALIDATION', 'Please choose a clinic.');
        }
        await staff.placeInClinic(tx, found.id, Role.clinicAdmin, input.clinicId);
        await staff.updateUser(tx, found.id, { ...input, activated: input.active });
        // The body's `email` may be the new address: the path names the account.
        const newEmail = input.newEmail ?? (input.email !== found.email ? input.email : undefined);
        await accounts.requestEmailChange(tx, ctx, found, newEmail);
        const ended = await accounts.applyActivation(tx, found.id, before.active, input.active);
        const after = (await detail(tx, found.id))!;
        await accounts.audit(tx, ctx, {
          type: 'clinic-admin',
          clinicId: input.clinicId,
          account: found,
          before: audited(before),
          after: audited(after),
        });
        return { result: after, ended };
      });
      if (ended) endSockets(result.id);
      return result;
    },
  };
}

export type ClinicAdminsService = ReturnType<typeof createClinicAdminsService>;
