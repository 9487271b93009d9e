import type {
  BookableProviderPage,
  SchedulablePatientPage,
} from '@clinicall/shared/scheduling/booking-lists';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { bookingListsRepository as repo } from './booking-lists.repository.js';

type PageQuery = { page: number; size: number; search?: string | undefined };

const page = <T>(query: PageQuery, rows: T[], total: number) => ({
  content: rows,
  totalElements: total,
  last: (query.page + 1) * query.size >= total,
});

/** Who can be booked with: the patient wizard's providers, the provider wizard's patients. */
export function createBookingListsService(db: Db, clock: Clock) {
  return {
    /** C56, and issue 22: the providers live referrals send the patient to. */
    async providers(ctx: ScopedContext, query: PageQuery): Promise<BookableProviderPage> {
      const referred = { patientId: ctx.actor.userId, at: clock() };
      const { rows, total } = await repo.providers(db, ctx.scope, query, referred);
      const withPhotos = rows.map((row) => ({
        ...row,
        imagePath: photoPath({ id: row.id, role: Role.provider }, row.imagePath),
      }));
      return page(query, withPhotos, total);
    },

    async patients(ctx: ScopedContext, query: PageQuery): Promise<SchedulablePatientPage> {
      const { rows, total } = await repo.patients(db, ctx.scope, query);
      for (const row of rows) ctx.readsPatient(row.id);
      return page(query, rows, total);
    },
  };
}

export type BookingListsService = ReturnType<typeof createBookingListsService>;
