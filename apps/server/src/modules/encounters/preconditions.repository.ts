import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

export const preconditionsRepository = {
  /** C57: the conditions a patient described when booking in the scope's clinics, latest first. */
  async previous(ex: Executor, scope: ClinicScope, patientId: number, limit: number) {
    const lastBooked = max(encounters.createdAt);
    const rows = await ex
      .select({ description: encounters.preCondition })
      .from(encounters)
      .where(
        and(
          eq(encounters.patientId, patientId),
          isNotNull(encounters.preCondition),
          scopeCondition(scope, encounters.clinicId),
        ),
      )
      .groupBy(encounters.preCondition)
      .orderBy(desc(lastBooked))
      .limit(limit);
    return rows.map((row) => row.description!);
  },
};
