import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { Clinic } from './rules.js';

/** The clinic of the appointment named by the `:id` path parameter (unknown → 404). */
export const encounterClinicFromParam = Clinic.record(async (request: FastifyRequest, db: Db) => {
  const id = Number((request.params as { id?: unknown }).id);
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db
    .select({ clinicId: encounters.clinicId })
    .from(encounters)
    .where(eq(encounters.id, id));
  return row?.clinicId ?? null;
});
