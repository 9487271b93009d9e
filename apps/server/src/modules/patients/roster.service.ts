import type { RosterPage } from '@clinicall/shared/people/roster';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { rosterRepository as repo } from './roster.repository.js';

/** F1–F3: the clinic's patients, by page or by keyword, for the roster. */
export function createRosterService(db: Db) {
  return {
    async page(
      ctx: ScopedContext,
      query: { keyword?: string; page: number; size: number },
    ): Promise<RosterPage> {
      const keyword = query.keyword ?? '';
      const rows = await repo.page(db, ctx.scope, keyword, query.page, query.size);
      // The total rides on each row; a page past the end has none to carry it.
      const total =
        rows[0]?.total ?? (query.page === 0 ? 0 : await repo.countMatching(db, ctx.scope, keyword));
      const content = rows.slice(0, query.size).map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        imagePath: photoPath({ id: row.id, role: Role.patient }, row.imagePath),
        gender: row.gender,
        dateOfBirth: row.dateOfBirth,
        lastAppointmentDate: row.lastAppointment
          ? new Date(row.lastAppointment).toISOString()
          : null,
        isFamilyMember: row.headPatientId !== null,
        headPatientId: row.headPatientId,
      }));
      return { content, last: rows.length <= query.size, totalElements: total };
    },

    async count(ctx: ScopedContext) {
      return { count: await repo.countPatients(db, ctx.scope) };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
