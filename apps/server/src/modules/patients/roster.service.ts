import type { RosterPage, RosterPatient } from '@clinicall/shared/people/roster';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { rosterRepository as repo, type RosterRow } from './roster.repository.js';

/** F2: a roster row as the list shows it. */
function toRosterPatient([
  id,
  email,
  firstName,
  lastName,
  imagePath,
  gender,
  dateOfBirth,
  headPatientId,
  lastAppointment,
]: RosterRow): RosterPatient {
  return {
    id,
    email,
    firstName,
    lastName,
    gender,
    dateOfBirth,
    imagePath: photoPath({ id, role: Role.patient }, imagePath),
    lastAppointmentDate: lastAppointment ? new Date(lastAppointment).toISOString() : null,
    isFamilyMember: headPatientId !== null,
    headPatientId,
  };
}

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
        rows[0]?.[9] ?? (query.page === 0 ? 0 : await repo.countMatching(db, ctx.scope, keyword));
      const content = rows.slice(0, query.size).map(toRosterPatient);
      for (const patient of content) ctx.readsPatient(patient.id);
      return { content, last: rows.length <= query.size, totalElements: total };
    },

    async count(ctx: ScopedContext) {
      return { count: await repo.countPatients(db, ctx.scope) };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
