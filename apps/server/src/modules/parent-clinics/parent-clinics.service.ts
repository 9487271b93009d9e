import {
  AdminClinicMessages as M,
  type ParentClinic,
  type ParentClinicInput,
} from '@clinicall/shared/admin-clinic';
import type { Db, Executor } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { adminActionDetail, changedFields } from '../audit/admin-changes.js';
import { parentClinicsRepository as repo, type ParentRow } from './parent-clinics.repository.js';

type Input = Required<Omit<ParentClinicInput, 'description'>> & { description: string | null };

async function withClinics(ex: Executor, rows: ParentRow[]): Promise<ParentClinic[]> {
  const members = await repo.clinicsOf(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    activated: row.activated,
    clinics: members
      .filter((m) => m.parentClinicId === row.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

/** Parent accounts (B55–B59): a name, a description, an active switch and their clinics. */
export function createParentClinicsService(db: Db) {
  async function save(ctx: SignedInContext, id: number | null, input: Input) {
    const clinicIds = [...new Set(input.clinicIds)].sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      const row = id === null ? null : await repo.byId(tx, id, true);
      if (id !== null && !row) throw domainError('NOT_FOUND');
      if ((await repo.existingClinics(tx, clinicIds)).length !== clinicIds.length) {
        throw domainError('VALIDATION', 'Choose clinics from the list.');
      }
      // A clinic belongs to one parent account at most (the unique index holds it too).
      const [held] = await repo.heldElsewhere(tx, clinicIds, id);
      if (held) throw domainError('CONFLICT', M.clinicInOtherParent(held.clinic, held.parent));
      const before = row ? (await withClinics(tx, [row]))[0]! : null;
      const values = {
        name: input.name,
        description: input.description,
        activated: input.activated,
      };
      const saved = row ? await repo.update(tx, row.id, values) : await repo.insert(tx, values);
      await repo.replaceClinics(tx, saved.id, clinicIds);
      const after = (await withClinics(tx, [saved]))[0]!;
      // Clinic ids in ascending order: the list's own order (by name) would make a rename or two
      // equal names look like a change of members.
      const snapshot = (p: ParentClinic | null) =>
        p && { ...p, id: undefined, clinics: p.clinics.map((c) => c.id).sort((x, y) => x - y) };
      const changes = changedFields(snapshot(before) ?? {}, snapshot(after)!);
      const action = !before
        ? 'admin.parent-clinic.create'
        : 'activated' in changes
          ? after.activated
            ? 'admin.parent-clinic.activate'
            : 'admin.parent-clinic.deactivate'
          : 'admin.parent-clinic.update';
      await ctx.audit(
        action,
        { detail: adminActionDetail({ type: 'parent-clinic', id: saved.id }, changes) },
        tx,
      );
      return after;
    });
  }

  return {
    create: (ctx: SignedInContext, input: Input) => save(ctx, null, input),
    update: (ctx: SignedInContext, id: number, input: Input) => save(ctx, id, input),

    async get(id: number): Promise<ParentClinic> {
      const row = await repo.byId(db, id);
      if (!row) throw domainError('NOT_FOUND');
      return (await withClinics(db, [row]))[0]!;
    },

    async find(query: {
      query?: string | undefined;
      active: boolean;
      inactive: boolean;
      page: number;
      size: number;
    }) {
      const { rows, total } = await repo.find(db, query, {
        offset: query.page * query.size,
        limit: query.size,
      });
      return {
        content: await withClinics(db, rows),
        totalElements: total,
        last: (query.page + 1) * query.size >= total,
      };
    },
  };
}

export type ParentClinicsService = ReturnType<typeof createParentClinicsService>;
