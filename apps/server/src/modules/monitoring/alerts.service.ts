import {
  DEFAULT_NO_DATA_HOURS,
  DEFAULT_THRESHOLDS,
  type Alert,
  type Threshold,
  type Thresholds,
} from '@clinicall/shared/monitoring/alerts';
import type { Measure } from '@clinicall/shared/monitoring/metrics';
import type { RealtimeEventOf } from '@clinicall/shared/realtime';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { decide } from './alert-rules.js';
import { alertsRepository as repo, type AlertRow } from './alerts.repository.js';
import { readingsRepository } from './readings.repository.js';

export type AlertEvent = { clinicId: number; event: RealtimeEventOf<'RPM_ALERT'> };
/** The measure of the no-data rule's rows: it concerns the device, not one value. */
export const ANY = 'any';

export const toAlertDto = (row: AlertRow): Alert => ({
  id: row.id,
  patientId: row.patientId,
  patientName: row.patientName,
  clinicId: row.clinicId,
  measure: row.measure as Alert['measure'],
  rule: row.rule,
  state: row.clearedAt ? 'CLEARED' : 'OPEN',
  value: row.value,
  limit: row.limitValue,
  openedAt: row.openedAt.toISOString(),
  clearedAt: row.clearedAt?.toISOString() ?? null,
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  acknowledgedBy: row.acknowledgedByName,
});

const eventOf = (
  row: {
    id: number;
    clinicId: number;
    patientId: number;
    measure: string;
    rule: 'HIGH' | 'LOW' | 'NO_DATA';
  },
  state: 'OPEN' | 'CLEARED' | 'ACKNOWLEDGED',
): AlertEvent => ({
  clinicId: row.clinicId,
  event: {
    type: 'RPM_ALERT',
    alertId: row.id,
    patientId: row.patientId,
    measure: row.measure,
    rule: row.rule,
    state,
  },
});

/**
 * Issue 23 point 5: thresholds (clinic defaults, per-patient overrides, built-in defaults under
 * both), evaluated as readings arrive, and the no-data sweep.
 */
export function createAlertRules(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The thresholds in force for a patient in a clinic: override, else clinic default, else built-in. */
  async function inForce(ex: Executor, clinicId: number, patientId: number): Promise<Thresholds> {
    const rows = await repo.thresholdRows(ex, clinicId, patientId);
    const pick = (measure: string) =>
      rows.find((r) => r.measure === measure && r.patientId !== null) ??
      rows.find((r) => r.measure === measure && r.patientId === null);
    const thresholds = DEFAULT_THRESHOLDS.map((d): Threshold => {
      const row = pick(d.measure);
      return row
        ? {
            ...d,
            low: row.low,
            high: row.high,
            sustainMinutes: row.sustainMinutes,
            hysteresis: row.hysteresis,
          }
        : d;
    });
    // Measures without a built-in default have thresholds only when a clinic set them.
    for (const row of rows) {
      if (row.measure === ANY || thresholds.some((t) => t.measure === row.measure)) continue;
      const own = pick(row.measure);
      if (own) {
        thresholds.push({
          measure: own.measure as Measure,
          low: own.low,
          high: own.high,
          sustainMinutes: own.sustainMinutes,
          hysteresis: own.hysteresis,
        });
      }
    }
    return { thresholds, noDataHours: pick(ANY)?.noDataHours ?? DEFAULT_NO_DATA_HOURS };
  }

  /**
   * After readings of `measures` were stored for a patient: opens or clears each measure's alert,
   * and clears a no-data alert (the device spoke). Runs in the ingest's transaction.
   */
  async function evaluate(
    ex: Executor,
    q: {
      clinicId: number;
      partnerId: number;
      patientId: number;
      measures: ReadonlySet<Measure>;
      latestAt: Date;
    },
  ): Promise<AlertEvent[]> {
    const events: AlertEvent[] = [];
    const { thresholds } = await inForce(ex, q.clinicId, q.patientId);
    const open = await repo.openAlerts(ex, q.clinicId, q.patientId);
    const now = clock();
    const noData = open.find((a) => a.rule === 'NO_DATA');
    if (noData && (await repo.clear(ex, noData.id, now))) events.push(eventOf(noData, 'CLEARED'));
    const evaluated = thresholds.filter((t) => q.measures.has(t.measure));
    const recent = await readingsRepository.recentValues(ex, {
      patientId: q.patientId,
      partnerId: q.partnerId,
      windows: evaluated.map((t) => ({
        measure: t.measure,
        since: new Date(q.latestAt.getTime() - (t.sustainMinutes + 1) * 60_000),
      })),
    });
    for (const t of evaluated) {
      const current = open.find((a) => a.measure === t.measure && a.rule !== 'NO_DATA');
      const points = recent.filter((p) => p.measure === t.measure);
      const decision = decide(
        t,
        points,
        current && current.rule !== 'NO_DATA' ? { rule: current.rule } : null,
      );
      if (decision?.action === 'clear' && current) {
        if (await repo.clear(ex, current.id, now)) events.push(eventOf(current, 'CLEARED'));
      } else if (decision?.action === 'open') {
        const created = await repo.open(ex, {
          clinicId: q.clinicId,
          patientId: q.patientId,
          partnerId: q.partnerId,
          measure: t.measure,
          rule: decision.rule,
          value: decision.value,
          limitValue: decision.limit,
          readingId: decision.readingId,
          openedAt: now,
        });
        if (created) events.push(eventOf(created, 'OPEN'));
      }
    }
    return events;
  }

  /**
   * The "no data for N hours" rule: every active enrolment whose last reading (or activation) is
   * older than its hours gets one open NO_DATA alert. One statement; the partial unique index
   * keeps it to one per patient and clinic however often or wherever it runs.
   */
  async function sweepNoData(): Promise<AlertEvent[]> {
    const now = clock();
    type Opened = {
      id: number;
      clinic_id: number;
      patient_id: number;
      measure: string;
      rule: 'NO_DATA';
    };
    const result = await db.execute(sql`
      insert into rpm_alerts (clinic_id, patient_id, partner_id, measure, rule, limit_value, opened_at)
      select e.clinic_id, e.patient_id, e.partner_id, ${ANY}, 'NO_DATA', h.hours, ${now.toISOString()}::timestamptz
      from rpm_enrolments e
      join clinics c on c.id = e.clinic_id and c.allow_remote_patient_monitoring
      cross join lateral (
        select coalesce(
          (select no_data_hours from rpm_thresholds t
            where t.clinic_id = e.clinic_id and t.patient_id = e.patient_id and t.measure = ${ANY}),
          (select no_data_hours from rpm_thresholds t
            where t.clinic_id = e.clinic_id and t.patient_id is null and t.measure = ${ANY}),
          ${DEFAULT_NO_DATA_HOURS}
        ) as hours
      ) h
      where e.state = 'ACTIVE'
        and coalesce(e.last_reading_at, e.activated_at, e.sent_at)
          < ${now.toISOString()}::timestamptz - make_interval(hours => h.hours)
      on conflict (clinic_id, patient_id, measure) where cleared_at is null do nothing
      returning id, clinic_id, patient_id, measure, rule`);
    // Both drivers answer a raw statement with its rows under `rows`.
    return (result as { rows: Opened[] }).rows.map((r) =>
      eventOf(
        {
          id: r.id,
          clinicId: r.clinic_id,
          patientId: r.patient_id,
          measure: r.measure,
          rule: r.rule,
        },
        'OPEN',
      ),
    );
  }

  return { inForce, evaluate, sweepNoData, eventOf };
}

export type AlertRules = ReturnType<typeof createAlertRules>;
