import {
  AdminUserMessages as M,
  type ClinicAssistantEditSchema,
  type ClinicProviderEditSchema,
  type StaffQuerySchema,
} from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import { domainError } from '../../lib/domain-error.js';
import type { StaffService } from '../admin-users/staff.service.js';

type AssistantEdit = z.output<typeof ClinicAssistantEditSchema>;
type ProviderEdit = z.output<typeof ClinicProviderEditSchema>;

export type ClinicStaffDeps = {
  db: Db;
  kit: StaffService;
  endSockets: (userId: number) => void;
};

/**
 * B76–B84: a clinic admin's own clinic's providers and assistants. Lists are limited to the
 * admin's clinics; a user of another clinic answers as an unknown one (issue 19 path 11). A clinic
 * admin edits and (de)activates, links providers to assistants, and never adds anyone (B78).
 */
/** What a clinic admin may change of a provider (B79–B84), as its audit row shows it. */
const editedProvider = (p: {
  firstName: string;
  lastName: string;
  primarySpecialty: string | null;
  activated: boolean;
  newEmail: string | null;
}) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  primarySpecialty: p.primarySpecialty,
  activated: p.activated,
  newEmail: p.newEmail,
});

export function createClinicStaffService({ db, kit, endSockets }: ClinicStaffDeps) {
  const { accounts, users: staff, links, profiles, filter: staffFilter } = kit;
  const { assistantDetail, auditedAssistant } = kit;
  /** The staff member named by `email`, if they belong to one of the admin's clinics. */
  async function ownMember(ex: Executor, ctx: ScopedContext, role: Role, email: string) {
    const found = await staff.find(ex, role, email, { lock: ex !== db });
    const mine = found?.clinics.filter((c) => ctx.scope.clinicIds.includes(c.id)) ?? [];
    if (!found) {
      throw domainError(
        'NOT_FOUND',
        role === Role.provider ? M.providerMissing : M.assistantMissing,
      );
    }
    if (mine.length === 0) {
      throw hiddenRefusal(
        'CLINIC_FORBIDDEN',
        role === Role.provider ? 'provider of another clinic' : 'assistant of another clinic',
      );
    }
    return { ...found, clinicId: mine[0]!.id };
  }

  async function providerView(ex: Executor, ctx: ScopedContext, email: string) {
    const found = await ownMember(ex, ctx, Role.provider, email);
    const profile = await profiles.read(ex, found.id);
    return {
      id: found.id,
      email: found.email,
      newEmail: await staff.pendingEmail(ex, found.id),
      firstName: found.firstName,
      lastName: found.lastName,
      activated: found.activated,
      primarySpecialty: profile.primarySpecialty,
      clinicId: found.clinicId,
    };
  }

  async function assistantView(ex: Executor, ctx: ScopedContext, email: string) {
    const found = await ownMember(ex, ctx, Role.assistant, email);
    const detail = (await assistantDetail(ex, found.id))!;
    // Only the links this admin can see: providers of their own clinics.
    const visible = await staff.idsInClinics(ex, Role.provider, detail.providers, [
      ...ctx.scope.clinicIds,
    ]);
    return { ...detail, clinicId: found.clinicId, providers: visible };
  }

  const ownClinics = (ctx: ScopedContext) => [...ctx.scope.clinicIds];

  return {
    providers: (ctx: ScopedContext, query: z.output<typeof StaffQuerySchema>) =>
      staff.page(db, staffFilter(Role.provider, query, ownClinics(ctx))),
    assistants: (ctx: ScopedContext, query: z.output<typeof StaffQuerySchema>) =>
      staff.page(db, staffFilter(Role.assistant, query, ownClinics(ctx))),

    provider: (ctx: ScopedContext, email: string) => providerView(db, ctx, email),
    assistant: (ctx: ScopedContext, email: string) => assistantView(db, ctx, email),

    async editProvider(ctx: ScopedContext, input: ProviderEdit) {
      const { result, ended } = await db.transaction(async (tx) => {
        const before = await providerView(tx, ctx, input.email);
        await staff.updateUser(tx, before.id, input);
        await profiles.write(tx, before.id, { primarySpecialty: input.primarySpecialty });
        return accounts.finishEdit(tx, ctx, {
          type: 'provider',
          clinicId: before.clinicId,
          account: before,
          before,
          change: input,
          reread: () => providerView(tx, ctx, before.email),
          audited: editedProvider,
        });
      });
      if (ended) endSockets(result.id);
      return result;
    },

    async editAssistant(ctx: ScopedContext, input: AssistantEdit) {
      const { result, ended } = await db.transaction(async (tx) => {
        const before = await assistantView(tx, ctx, input.email);
        const clinicProviders = (
          await Promise.all(ownClinics(ctx).map((id) => staff.ofClinic(tx, Role.provider, id)))
        ).flatMap((rows) => rows.map((r) => r.id));
        if (input.providers.some((id) => !clinicProviders.includes(id))) {
          throw domainError('VALIDATION', 'Choose providers of your clinic.');
        }
        await staff.updateUser(tx, before.id, input);
        await links.replace(tx, 'assistant', before.id, input.providers, clinicProviders);
        return accounts.finishEdit(tx, ctx, {
          type: 'assistant',
          clinicId: before.clinicId,
          account: before,
          before,
          change: input,
          reread: () => assistantView(tx, ctx, before.email),
          audited: auditedAssistant,
        });
      });
      if (ended) endSockets(result.id);
      return result;
    },
  };
}

export type ClinicStaffService = ReturnType<typeof createClinicStaffService>;
