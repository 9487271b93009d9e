import type { Alert, Thresholds } from '@clinicall/shared/monitoring/alerts';
import type { Db } from '../../db/database.js';
import { clinicsScope, inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { alertsRepository as repo } from './alerts.repository.js';
import { ANY, toAlertDto, type AlertEvent, type AlertRules } from './alerts.service.js';
import { monitoringClinics } from './clinic-partners.repository.js';

/**
 * What providers do with alerts: read a patient's (their tab) or all open ones of their clinics
 * (the dashboard), acknowledge one, and set thresholds. Only clinics with monitoring on count.
 */
export function createAlertsView(deps: {
  db: Db;
  clock: Clock;
  rules: AlertRules;
  emit: (events: AlertEvent[]) => Promise<void>;
}) {
  const { db, clock, rules } = deps;

  /** The scope narrowed to its clinics with remote monitoring on; none: 403 (B22). */
  async function monitoringScope(ctx: ScopedContext) {
    const clinics = await monitoringClinics(db, ctx.scope);
    if (clinics.length === 0) throw domainError('MONITORING_OFF');
    return clinicsScope(clinics.map((c) => c.clinicId));
  }

  async function clinicOf(ctx: ScopedContext, clinicId: number | undefined) {
    const scope = await monitoringScope(ctx);
    const id = clinicId ?? scope.clinicIds[0];
    if (id === undefined || !inScope(scope, id)) throw domainError('MONITORING_OFF');
    return id;
  }

  return {
    async ofPatient(ctx: ScopedContext, patientId: number, openOnly: boolean): Promise<Alert[]> {
      const rows = await repo.ofPatient(db, await monitoringScope(ctx), patientId, openOnly);
      return rows.map(toAlertDto);
    },

    /** The dashboard: every open alert of the caller's clinics; each patient shown is a read. */
    async open(ctx: ScopedContext): Promise<Alert[]> {
      // The dashboard asks on every load: clinics without monitoring simply have no alerts.
      const clinics = await monitoringClinics(db, ctx.scope);
      if (clinics.length === 0) return [];
      const rows = await repo.openInScope(db, clinicsScope(clinics.map((c) => c.clinicId)));
      for (const r of rows) ctx.readsPatient(r.patientId, r.clinicId);
      return rows.map(toAlertDto);
    },

    /** Who saw it and when; once (a second acknowledgement keeps the first). */
    async acknowledge(ctx: ScopedContext, alertId: number): Promise<Alert> {
      await monitoringScope(ctx);
      const found = await repo.byId(db, alertId);
      if (!found || !inScope(ctx.scope, found.clinicId)) throw domainError('NOT_FOUND');
      const changed = await db.transaction(async (tx) => {
        const row = await repo.acknowledge(tx, alertId, ctx.actor.userId, clock());
        if (row) {
          await ctx.audit(
            'monitoring.alert-acknowledged',
            { patientId: row.patientId, clinicId: row.clinicId, detail: { alertId } },
            tx,
          );
        }
        return row;
      });
      if (changed) await deps.emit([rules.eventOf(changed, 'ACKNOWLEDGED')]);
      const [row] = (await repo.ofPatient(db, ctx.scope, found.patientId, false)).filter(
        (r) => r.id === alertId,
      );
      if (!row) throw domainError('NOT_FOUND');
      return toAlertDto(row);
    },

    async thresholds(ctx: ScopedContext, clinicId: number | undefined, patientId: number | null) {
      const id = await clinicOf(ctx, clinicId);
      return rules.inForce(db, id, patientId ?? 0);
    },

    /** Replaces the clinic's defaults or a patient's overrides; audited. */
    async setThresholds(
      ctx: ScopedContext,
      clinicId: number | undefined,
      patientId: number | null,
      input: Thresholds,
    ): Promise<Thresholds> {
      const id = await clinicOf(ctx, clinicId);
      await db.transaction(async (tx) => {
        await repo.replaceThresholds(tx, id, patientId, [
          ...input.thresholds.map((t) => ({ ...t, updatedBy: ctx.actor.userId })),
          { measure: ANY, noDataHours: input.noDataHours, updatedBy: ctx.actor.userId },
        ]);
        await ctx.audit(
          patientId === null ? 'monitoring.clinic-thresholds' : 'monitoring.patient-thresholds',
          {
            patientId,
            clinicId: id,
            detail: { thresholds: input.thresholds, noDataHours: input.noDataHours },
          },
          tx,
        );
      });
      return rules.inForce(db, id, patientId ?? 0);
    },
  };
}

export type AlertsView = ReturnType<typeof createAlertsView>;
