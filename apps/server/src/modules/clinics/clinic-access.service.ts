import type { Db } from '../../db/database.js';
import { prepareMembershipQueries } from './clinics.repository.js';

/** What the access plugin asks about clinics and patients; each question is one prepared query. */
export function createClinicAccess(db: Db) {
  const queries = prepareMembershipQueries(db);
  return {
    async patientClinicIds(patientId: number): Promise<number[]> {
      const rows = await queries.patientClinics.execute({ patientId });
      return rows.map((r) => r.clinicId);
    },
    async isSelfOrFamily(callerId: number, patientId: number): Promise<boolean> {
      const rows = await queries.selfOrFamily.execute({ callerId, patientId });
      return rows.length > 0;
    },
  };
}

export type ClinicAccess = ReturnType<typeof createClinicAccess>;
