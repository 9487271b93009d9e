import {
  AdminUserMessages as M,
  type AdminProvider,
  type AdminProviderEditSchema,
  type AdminProviderInputSchema,
  type StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { linksRepository as links } from './links.repository.js';
import { providerProfilesRepository as profiles } from './provider-profiles.repository.js';
import type { StaffAccounts } from './staff-accounts.js';
import { staffRepository as staff } from './staff.repository.js';
import { staffFilter } from './staff-filter.js';

type Input = z.output<typeof AdminProviderInputSchema>;
type Edit = z.output<typeof AdminProviderEditSchema>;

export type AdminUsersDeps = {
  db: Db;
  accounts: StaffAccounts;
  /** Ends a deactivated account's sockets on every instance (after the change committed). */
  endSockets: (userId: number) => void;
};

/** The super admin's providers (B60–B65, B94): list, add, edit, and the form's choices. */
export function createAdminProvidersService({ db, accounts, endSockets }: AdminUsersDeps) {
  async function detail(ex: Executor, key: number | string): Promise<AdminProvider | undefined> {
    const user = await staff.find(ex, Role.provider, key);
    if (!user) return undefined;
    return {
      ...user,
      // Where the photo is served (the form shows it), not its storage key.
      imagePath: photoPath({ id: user.id, role: Role.provider }, user.imagePath),
      newEmail: await staff.pendingEmail(ex, user.id),
      clinicId: user.clinics[0]?.id ?? null,
      clinicDTOS: user.clinics,
      ...(await profiles.read(ex, user.id)),
      assistants: await links.linked(ex, 'provider', user.id),
    };
  }

  /** The chosen assistants must be assistants of the provider's clinic. */
  async function checkAssistants(ex: Executor, ids: number[], clinicId: number) {
    const found = await staff.idsInClinics(ex, Role.assistant, ids, [clinicId]);
    if (found.length !== ids.length) {
      throw domainError('VALIDATION', 'Choose assistants of the provider’s clinic.');
    }
  }

  /** What the audit row compares: the form's fields as stored. */
  const audited = (p: AdminProvider) => ({
    firstName: p.firstName,
    lastName: p.lastName,
    activated: p.activated,
    clinicId: p.clinicId,
    preferred: p.preferred,
    primarySpecialty: p.primarySpecialty,
    briefOverview: p.briefOverview,
    specialties: p.specialties,
    offices: p.offices,
    assistants: p.assistants,
    newEmail: p.newEmail,
  });

  return {
    page: (query: z.output<typeof StaffQuerySchema>) =>
      staff.page(db, staffFilter(Role.provider, query)),

    async profile(key: number | string) {
      const found = await detail(db, key);
      if (!found) throw domainError('NOT_FOUND', M.providerMissing);
      return found;
    },

    clinicChoices: (providerId: number) => staff.clinicChoices(db, providerId),
    assistantsOfClinic: (clinicId: number) => staff.ofClinic(db, Role.assistant, clinicId),

    async create(ctx: SignedInContext, input: Input) {
      return db.transaction(async (tx) => {
        await checkAssistants(tx, input.assistants, input.clinicId);
        const user = await accounts.create(tx, { ...input, role: Role.provider });
        const { preferred, primarySpecialty, briefOverview, specialties, offices } = input;
        await profiles.write(tx, user.id, {
          preferred,
          primarySpecialty,
          briefOverview,
          specialties,
          offices,
        });
        await links.replace(tx, 'provider', user.id, input.assistants);
        const after = (await detail(tx, user.id))!;
        await accounts.audit(tx, ctx, {
          type: 'provider',
          clinicId: input.clinicId,
          account: user,
          before: null,
          after: audited(after),
        });
        return after;
      });
    },

    async edit(ctx: SignedInContext, input: Edit) {
      const { result, ended } = await db.transaction(async (tx) => {
        const found = await staff.find(tx, Role.provider, input.email, { lock: true });
        if (!found) throw domainError('NOT_FOUND', M.providerMissing);
        const before = (await detail(tx, found.id))!;
        await checkAssistants(tx, input.assistants, input.clinicId);
        if (!(await staff.clinicExists(tx, input.clinicId))) {
          throw domainError('VALIDATION', M.clinicRequired);
        }
        await staff.placeInClinic(tx, found.id, Role.provider, input.clinicId);
        await staff.updateUser(tx, found.id, input);
        const { preferred, primarySpecialty, briefOverview, specialties, offices } = input;
        await profiles.write(tx, found.id, {
          preferred,
          primarySpecialty,
          briefOverview,
          specialties,
          offices,
        });
        await links.replace(tx, 'provider', found.id, input.assistants);
        return accounts.finishEdit(tx, ctx, {
          type: 'provider',
          clinicId: input.clinicId,
          account: found,
          before,
          change: input,
          reread: async () => (await detail(tx, found.id))!,
          audited,
        });
      });
      if (ended) endSockets(result.id);
      return result;
    },
  };
}

export type AdminProvidersService = ReturnType<typeof createAdminProvidersService>;
