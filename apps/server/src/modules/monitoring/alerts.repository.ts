import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { rpmAlerts, rpmThresholds } from '../../db/schema/monitoring.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import { scopeCondition } from '../../lib/access/clinic-scope.js';

export type AlertRow = typeof rpmAlerts.$inferSelect & {
  acknowledgedByName: string | null;
  patientName: string;
};

const patient = alias(users, 'alert_patient');
/** Who the alert is about and who acknowledged it, by name: the dashboard lists alerts by patient. */
const alertWithNames = {
  alert: rpmAlerts,
  acknowledgedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  patientName: sql<string>`${patient.firstName} || ' ' || ${patient.lastName}`,
};

export const alertsRepository = {
  /** The clinic's default rows and the patient's overrides, per measure. */
  async thresholdRows(ex: Executor, clinicId: number, patientId: number) {
    return ex
      .select()
      .from(rpmThresholds)
      .where(
        and(
          eq(rpmThresholds.clinicId, clinicId),
          or(isNull(rpmThresholds.patientId), eq(rpmThresholds.patientId, patientId)),
        ),
      );
  },

  /** Replaces the clinic's defaults (`patientId` null) or the patient's overrides. */
  async replaceThresholds(
    ex: Executor,
    clinicId: number,
    patientId: number | null,
    rows: Omit<typeof rpmThresholds.$inferInsert, 'clinicId' | 'patientId'>[],
  ) {
    await ex
      .delete(rpmThresholds)
      .where(
        and(
          eq(rpmThresholds.clinicId, clinicId),
          patientId === null
            ? isNull(rpmThresholds.patientId)
            : eq(rpmThresholds.patientId, patientId),
        ),
      );
    if (rows.length > 0) {
      await ex.insert(rpmThresholds).values(rows.map((r) => ({ ...r, clinicId, patientId })));
    }
  },

  async openAlerts(ex: Executor, clinicId: number, patientId: number) {
    return ex
      .select()
      .from(rpmAlerts)
      .where(
        and(
          eq(rpmAlerts.clinicId, clinicId),
          eq(rpmAlerts.patientId, patientId),
          isNull(rpmAlerts.clearedAt),
        ),
      );
  },

  async open(ex: Executor, row: typeof rpmAlerts.$inferInsert) {
    const [created] = await ex.insert(rpmAlerts).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },

  async clear(ex: Executor, id: number, at: Date) {
    const [row] = await ex
      .update(rpmAlerts)
      .set({ clearedAt: at })
      .where(and(eq(rpmAlerts.id, id), isNull(rpmAlerts.clearedAt)))
      .returning();
    return row ?? null;
  },

  /** A patient's alerts in the scope's clinics, newest first. */
  async ofPatient(ex: Executor, scope: ClinicScope, patientId: number, openOnly: boolean) {
    const rows = await ex
      .select(alertWithNames)
      .from(rpmAlerts)
      .leftJoin(users, eq(users.id, rpmAlerts.acknowledgedBy))
      .innerJoin(patient, eq(patient.id, rpmAlerts.patientId))
      .where(
        and(
          eq(rpmAlerts.patientId, patientId),
          scopeCondition(scope, rpmAlerts.clinicId),
          openOnly ? isNull(rpmAlerts.clearedAt) : sql`true`,
        ),
      )
      .orderBy(desc(rpmAlerts.openedAt), desc(rpmAlerts.id))
      .limit(200);
    return rows.map((r) => ({
      ...r.alert,
      acknowledgedByName: r.acknowledgedByName,
      patientName: r.patientName,
    }));
  },

  /** The open alerts of the scope's clinics (the dashboard's list). */
  async openInScope(ex: Executor, scope: ClinicScope) {
    const rows = await ex
      .select(alertWithNames)
      .from(rpmAlerts)
      .leftJoin(users, eq(users.id, rpmAlerts.acknowledgedBy))
      .innerJoin(patient, eq(patient.id, rpmAlerts.patientId))
      .where(and(scopeCondition(scope, rpmAlerts.clinicId), isNull(rpmAlerts.clearedAt)))
      .orderBy(desc(rpmAlerts.openedAt))
      .limit(200);
    return rows.map((r) => ({
      ...r.alert,
      acknowledgedByName: r.acknowledgedByName,
      patientName: r.patientName,
    }));
  },

  async byId(ex: Executor, id: number) {
    const [row] = await ex.select().from(rpmAlerts).where(eq(rpmAlerts.id, id));
    return row ?? null;
  },

  async acknowledge(ex: Executor, id: number, userId: number, at: Date) {
    const [row] = await ex
      .update(rpmAlerts)
      .set({ acknowledgedAt: at, acknowledgedBy: userId })
      .where(and(eq(rpmAlerts.id, id), isNull(rpmAlerts.acknowledgedAt)))
      .returning();
    return row ?? null;
  },

  /** The providers of the clinics, who are told of an alert in realtime. */
  async providersOf(ex: Executor, clinicIds: readonly number[]) {
    if (clinicIds.length === 0) return [];
    const rows = await ex
      .selectDistinct({ userId: clinicMemberships.userId })
      .from(clinicMemberships)
      .where(
        and(
          inArray(clinicMemberships.clinicId, [...clinicIds]),
          eq(clinicMemberships.role, 'ROLE_PROVIDER'),
        ),
      );
    return rows.map((r) => r.userId);
  },
};
