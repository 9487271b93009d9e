import {
  RPM_LIST_LIMIT,
  RPM_TREND_POINTS,
  type Measures,
} from '@clinicall/shared/monitoring/measures';
import { PhysicalRanges, type Measure } from '@clinicall/shared/monitoring/metrics';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { enrolmentsRepository as enrolments } from './enrolments.repository.js';
import type { PartnerPort } from './partner-port.service.js';
import { readingsRepository as readings } from './readings.repository.js';
import { trendsOf } from './trends.js';

type Row = Awaited<ReturnType<typeof readings.inRange>>[number];

const DAY_MS = 86_400_000;
/** `from`..`to` as days in UTC, both included (G6). */
const rangeOf = (from: string, to: string) => ({
  from: new Date(`${from}T00:00:00Z`),
  to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
});

const base = (r: Row) => ({
  id: r.id,
  measuredAt: r.measuredAt.toISOString(),
  units: r.unit,
  sepsis: r.sepsis,
});
const v = (r: Row, m: Measure) => r.measures[m] ?? 0;
const maybe = (r: Row, m: Measure) => r.measures[m] ?? null;

/** G6, G14, G18–G20: what a partner delivered for a patient, as the views read it. */
export function createMeasuresService(deps: { db: Db; port: PartnerPort }) {
  const { db, port } = deps;

  /** The view, once the patient is known at the partner (G5's 404 otherwise). */
  async function activeView(ctx: ScopedContext, key: string, patientId: number) {
    const view = await port.view(ctx, key);
    const e = await enrolments.of(db, view.partnerId, patientId);
    if (e?.state !== 'ACTIVE') throw domainError('NOT_FOUND');
    return view;
  }

  return {
    async measures(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      q: { from: string; to: string },
    ): Promise<Measures> {
      const view = await activeView(ctx, key, patientId);
      const rows = await readings.inRange(db, {
        partnerId: view.partnerId,
        patientId,
        ...rangeOf(q.from, q.to),
      });
      const newestFirst = rows.filter((r) => r.kind !== 'respiratorySound').reverse();
      let truncated = false;
      const of = <T>(kind: string, map: (r: Row) => T): T[] => {
        const mine = newestFirst.filter((r) => r.kind === kind);
        if (mine.length > RPM_LIST_LIMIT) truncated = true;
        return mine.slice(0, RPM_LIST_LIMIT).map(map);
      };
      return {
        bloodPressure: of('bloodPressure', (r) => ({
          ...base(r),
          systolic: v(r, 'systolic'),
          diastolic: v(r, 'diastolic'),
          pulse: maybe(r, 'pulse'),
        })),
        weight: of('weight', (r) => ({ ...base(r), weight: v(r, 'weight') })),
        temperature: of('temperature', (r) => ({ ...base(r), temperature: v(r, 'temperature') })),
        bloodGlucose: of('bloodGlucose', (r) => ({
          ...base(r),
          glucose: v(r, 'glucose'),
          type: r.type,
        })),
        pulseOximeter: of('pulseOximeter', (r) => ({
          ...base(r),
          spo2: v(r, 'spo2'),
          pulse: maybe(r, 'pulse'),
        })),
        breathe: of('breathe', (r) => ({
          ...base(r),
          fev: v(r, 'fev'),
          pef: maybe(r, 'pef'),
          fevFvc: maybe(r, 'fevFvc'),
        })),
        rhythm: of('rhythm', (r) => ({
          ...base(r),
          pulse: v(r, 'pulse'),
          type: r.type,
          hasEcg: r.hasEcg,
        })),
        pulse: of('pulse', (r) => ({ ...base(r), pulse: v(r, 'pulse') })),
        respiratoryRate: of('respiratoryRate', (r) => ({
          ...base(r),
          respiratoryRate: v(r, 'respiratoryRate'),
        })),
        truncated,
        trends: trendsOf(
          rows.filter((r) => r.kind !== 'respiratorySound'),
          RPM_TREND_POINTS,
        ),
      };
    },

    /** G18: one rhythm reading's ECG trace. */
    async rhythm(ctx: ScopedContext, key: string, patientId: number, readingId: number) {
      const view = await activeView(ctx, key, patientId);
      const row = await readings.one(db, view.partnerId, patientId, readingId);
      const ecg = row?.detail?.['ecg'] as { hz: number; samples: number[] } | undefined;
      if (!row || row.kind !== 'rhythm' || !ecg) throw domainError('NOT_FOUND');
      return {
        id: row.id,
        measuredAt: row.measuredAt.toISOString(),
        pulse: row.measures['pulse'] ?? 0,
        hz: ecg.hz,
        samples: ecg.samples,
      };
    },

    /** G19: the respiratory sounds counted per interval (the partner must count them). */
    async respiratorySounds(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      q: { from: string; to: string },
    ) {
      const view = await activeView(ctx, key, patientId);
      if (!view.adapter.respiratorySounds) throw domainError('NOT_FOUND');
      const rows = await readings.inRange(db, {
        partnerId: view.partnerId,
        patientId,
        ...rangeOf(q.from, q.to),
        kinds: ['respiratorySound'],
      });
      return rows.map((r) => ({
        sound: (r.sound ?? 'COUGH') as 'COUGH',
        intervalStart: r.measuredAt.toISOString(),
        eventCount: r.measures['eventCount'] ?? 0,
      }));
    },

    /** G20: the partner's observations of one measure over the default window. */
    async observations(
      ctx: ScopedContext,
      key: string,
      patientId: number,
      name: Measure,
      now: Date,
    ) {
      const view = await activeView(ctx, key, patientId);
      if (!view.adapter.observations) throw domainError('NOT_FOUND');
      const rows = await readings.inRange(db, {
        partnerId: view.partnerId,
        patientId,
        from: new Date(now.getTime() - 60 * DAY_MS),
        to: new Date(now.getTime() + DAY_MS),
      });
      return rows
        .filter((r) => r.measures[name] !== undefined)
        .reverse()
        .slice(0, RPM_LIST_LIMIT)
        .map((r) => ({
          id: r.id,
          measuredAt: r.measuredAt.toISOString(),
          value: r.measures[name] ?? 0,
          unit: PhysicalRanges[name].unit,
        }));
    },
  };
}

export type MeasuresService = ReturnType<typeof createMeasuresService>;
