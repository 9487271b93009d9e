import {
  AdminUserMessages as M,
  type AdminAssistant,
  type AdminAssistantEditSchema,
  type AdminAssistantInputSchema,
  type StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { AdminUsersDeps } from './admin-providers.service.js';
import { linksRepository as links } from './links.repository.js';
import { staffRepository as staff } from './staff.repository.js';
import { staffFilter } from './staff-filter.js';

type Input = z.output<typeof AdminAssistantInputSchema>;
type Edit = z.output<typeof AdminAssistantEditSchema>;

/** An assistant as its edit forms load it, with the providers it may act for. */
export async function assistantDetail(
  ex: Executor,
  key: number | string,
): Promise<AdminAssistant | undefined> {
  const user = await staff.find(ex, Role.assistant, key);
  if (!user) return undefined;
  return {
    ...user,
    newEmail: await staff.pendingEmail(ex, user.id),
    clinicId: user.clinics[0]?.id ?? null,
    clinicDTOS: user.clinics,
    providers: await links.linked(ex, 'assistant', user.id),
  };
}

export const auditedAssistant = (a: AdminAssistant) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  activated: a.activated,
  clinicId: a.clinicId,
  providers: a.providers,
  newEmail: a.newEmail,
});

/** The super admin's assistants (B66–B70, B95). */
export function createAdminAssistantsService({ db, accounts, endSockets }: AdminUsersDeps) {
  async function checkProviders(ex: Executor, ids: number[], clinicId: number) {
    const found = await staff.idsInClinics(ex, Role.provider, ids, [clinicId]);
    if (found.length !== ids.length) {
      throw domainError('VALIDATION', 'Choose providers of the assistant’s clinic.');
    }
  }

  return {
    page: (query: z.output<typeof StaffQuerySchema>) =>
      staff.page(db, staffFilter(Role.assistant, query)),

    async profile(key: number | string) {
      const found = await assistantDetail(db, key);
      if (!found) throw domainError('NOT_FOUND', M.assistantMissing);
      return found;
    },

    providersOfClinic: (clinicId: number) => staff.ofClinic(db, Role.provider, clinicId),

    async create(ctx: SignedInContext, input: Input) {
      return db.transaction(async (tx) => {
        await checkProviders(tx, input.providers, input.clinicId);
        const user = await accounts.create(tx, { ...input, role: Role.assistant });
        await links.replace(tx, 'assistant', user.id, input.providers);
        const after = (await assistantDetail(tx, user.id))!;
        await accounts.audit(tx, ctx, {
          type: 'assistant',
          clinicId: input.clinicId,
          account: user,
          before: null,
          after: auditedAssistant(after),
        });
        return after;
      });
    },

    async edit(ctx: SignedInContext, input: Edit) {
      const { result, ended } = await db.transaction(async (tx) => {
        const found = await staff.find(tx, Role.assistant, input.email, { lock: true });
        if (!found) throw domainError('NOT_FOUND', M.assistantMissing);
        const before = (await assistantDetail(tx, found.id))!;
        if (!(await staff.clinicExists(tx, input.clinicId))) {
          throw domainError('VALIDATION', M.clinicRequired);
        }
        await checkProviders(tx, input.providers, input.clinicId);
        await staff.placeInClinic(tx, found.id, Role.assistant, input.clinicId);
        await staff.updateUser(tx, found.id, input);
        await links.replace(tx, 'assistant', found.id, input.providers);
        return accounts.finishEdit(tx, ctx, {
          type: 'assistant',
          clinicId: input.clinicId,
          account: found,
          before,
          change: input,
          reread: async () => (await assistantDetail(tx, found.id))!,
          audited: auditedAssistant,
        });
      });
      if (ended) endSockets(result.id);
      return result;
    },
  };
}

export type AdminAssistantsService = ReturnType<typeof createAdminAssistantsService>;
