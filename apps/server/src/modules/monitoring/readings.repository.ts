import { and, asc, desc, eq, gte, inArray, lt, sql, type Placeholder } from 'drizzle-orm';
import { arrayStatement } from '../../db/array-query.js';
import type { Db, Executor } from '../../db/database.js';
import { builtOnce } from '../../db/statement-cache.js';
import { rpmEnrolments, rpmReadings } from '../../db/schema/monitoring.js';
import { keysetBefore, micros, type KeysetCursor } from '../../lib/keyset-cursor.js';
import type { NormalisedReading } from './normalised-reading.js';

export type StoredReading = typeof rpmReadings.$inferSelect;

/** What lists and charts read of a reading. */
const listed = {
  id: rpmReadings.id,
  kind: rpmReadings.kind,
  measuredAt: rpmReadings.measuredAt,
  measures: rpmReadings.measures,
  unit: rpmReadings.unit,
  sepsis: rpmReadings.sepsis,
  // The ECG trace stays in the database: lists and charts only say whether there is one.
  hasEcg: sql<boolean>`(${rpmReadings.detail} ? 'ecg')`,
  type: sql<string | null>`${rpmReadings.detail}->>'type'`,
  sound: sql<string | null>`${rpmReadings.detail}->>'sound'`,
};

/** A patient's readings of a partner in [from, to): where every range statement starts. */
const patientBetween = (q: {
  partnerId: number | Placeholder;
  patientId: number | Placeholder;
  from: Date | Placeholder;
  to: Date | Placeholder;
}) => [
  eq(rpmReadings.patientId, q.patientId),
  eq(rpmReadings.partnerId, q.partnerId),
  gte(rpmReadings.measuredAt, q.from),
  lt(rpmReadings.measuredAt, q.to),
];

/** A patient's readings of a partner in [from, to), oldest first: `inRange`'s statement. */
const inRangeQuery = (
  ex: Executor,
  q: {
    partnerId: number | Placeholder;
    patientId: number | Placeholder;
    from: Date | Placeholder;
    to: Date | Placeholder;
    kinds?: readonly string[] | undefined;
  },
) =>
  ex
    .select(listed)
    .from(rpmReadings)
    .where(and(...patientBetween(q), ...(q.kinds ? [inArray(rpmReadings.kind, [...q.kinds])] : [])))
    .orderBy(asc(rpmReadings.measuredAt), asc(rpmReadings.id));

/**
 * A listed reading as an array row of `inRange`'s statement, in the order of `listed`: the id as
 * the database writes a bigint, the instant as it writes a timestamptz.
 */
export type ListedRangeRow = [
  id: string,
  kind: string,
  measuredAt: string,
  measures: Record<string, number>,
  unit: string,
  sepsis: boolean,
  hasEcg: boolean,
  type: string | null,
  sound: string | null,
];

/**
 * `inRange`'s statement for the measures answer, its rows as arrays: Drizzle's mapping of each of
 * hundreds of rows (and a `Date` per instant) cost more than the rows' use.
 */
const preparedRange = (db: Db) =>
  builtOnce(db, 'listed readings in range', () =>
    arrayStatement(
      db,
      'readings_in_range',
      inRangeQuery(db, {
        patientId: sql.placeholder('patientId'),
        partnerId: sql.placeholder('partnerId'),
        from: sql.placeholder('from'),
        to: sql.placeholder('to'),
      }),
    ),
  );

/** Readings and the enrolments they arrive for. No rules here (see ingest.service.ts). */
export const readingsRepository = {
  /** The enrolments of `patientIds` at the partner: a reading for anyone else is refused. */
  async enrolments(ex: Executor, partnerId: number, patientIds: readonly number[]) {
    if (patientIds.length === 0) return [];
    return ex
      .select()
      .from(rpmEnrolments)
      .where(
        and(
          eq(rpmEnrolments.partnerId, partnerId),
          inArray(rpmEnrolments.patientId, [...patientIds]),
        ),
      );
  },

  /** Inserts what is new; a reading id the partner already delivered is skipped (its row kept). */
  async insertNew(ex: Executor, partnerId: number, readings: readonly NormalisedReading[]) {
    if (readings.length === 0) return [];
    return ex
      .insert(rpmReadings)
      .values(
        readings.map((r) => ({
          partnerId,
          externalId: r.externalId,
          patientId: r.patientId,
          kind: r.kind,
          measuredAt: r.measuredAt,
          measures: r.measures,
          unit: r.unit,
          sepsis: r.sepsis,
          detail: r.detail,
          raw: r.raw as object,
        })),
      )
      .onConflictDoNothing({ target: [rpmReadings.partnerId, rpmReadings.externalId] })
      .returning();
  },

  async byExternalIds(ex: Executor, partnerId: number, externalIds: readonly string[]) {
    if (externalIds.length === 0) return [];
    return ex
      .select()
      .from(rpmReadings)
      .where(
        and(
          eq(rpmReadings.partnerId, partnerId),
          inArray(rpmReadings.externalId, [...externalIds]),
        ),
      );
  },

  /** The partner's first reading for a patient confirms the sign-up (SENT → ACTIVE). */
  async markReceived(ex: Executor, partnerId: number, patientId: number, latest: Date) {
    await ex
      .update(rpmEnrolments)
      .set({
        state: 'ACTIVE',
        activatedAt: sql`coalesce(${rpmEnrolments.activatedAt}, now())`,
        lastReadingAt: sql`greatest(${rpmEnrolments.lastReadingAt}, ${latest.toISOString()}::timestamptz)`,
      })
      .where(and(eq(rpmEnrolments.partnerId, partnerId), eq(rpmEnrolments.patientId, patientId)));
  },

  /** A patient's readings of a partner in [from, to), oldest first; `kinds` narrows them. */
  async inRange(
    ex: Executor,
    q: { partnerId: number; patientId: number; from: Date; to: Date; kinds?: readonly string[] },
  ) {
    return inRangeQuery(ex, q);
  },

  /** `inRange` of every kind as array rows (`ListedRangeRow`), the instants sent as Drizzle would. */
  async listedInRange(
    db: Db,
    q: { partnerId: number; patientId: number; from: Date; to: Date },
  ): Promise<ListedRangeRow[]> {
    const rows = await preparedRange(db)({
      patientId: q.patientId,
      partnerId: q.partnerId,
      from: q.from.toISOString(),
      to: q.to.toISOString(),
    });
    return rows as ListedRangeRow[];
  },

  /**
   * G15: up to `limit` of a patient's readings of one kind in [from, to), newest first, after
   * `cursor`; each with its keyset (the list's next page starts after the last one).
   */
  async dayPage(
    ex: Executor,
    q: {
      partnerId: number;
      patientId: number;
      kind: string;
      from: Date;
      to: Date;
      cursor: KeysetCursor | null;
      limit: number;
    },
  ) {
    return ex
      .select({ ...listed, micros: micros(rpmReadings.measuredAt) })
      .from(rpmReadings)
      .where(
        and(
          ...patientBetween(q),
          eq(rpmReadings.kind, q.kind),
          ...(q.cursor ? [keysetBefore(rpmReadings.measuredAt, rpmReadings.id, q.cursor)] : []),
        ),
      )
      .orderBy(desc(rpmReadings.measuredAt), desc(rpmReadings.id))
      .limit(q.limit);
  },

  /** One reading of the patient at the partner, with its detail (an ECG trace). */
  async one(ex: Executor, partnerId: number, patientId: number, id: number) {
    const [row] = await ex
      .select()
      .from(rpmReadings)
      .where(
        and(
          eq(rpmReadings.id, id),
          eq(rpmReadings.partnerId, partnerId),
          eq(rpmReadings.patientId, patientId),
        ),
      );
    return row ?? null;
  },

  /**
   * The patient's recent values of several measures, each from its own instant on, newest first,
   * for the alert rules: one statement for a whole delivery, whatever the number of measures.
   */
  async recentValues(
    ex: Executor,
    q: {
      patientId: number;
      partnerId: number;
      windows: readonly { measure: string; since: Date }[];
    },
  ) {
    if (q.windows.length === 0) return [];
    const rows = sql.join(
      q.windows.map((w) => sql`(${w.measure}::text, ${w.since.toISOString()}::timestamptz)`),
      sql`, `,
    );
    const earliest = new Date(Math.min(...q.windows.map((w) => w.since.getTime())));
    return ex
      .select({
        measure: sql<string>`w.measure`,
        id: rpmReadings.id,
        measuredAt: rpmReadings.measuredAt,
        value: sql<number>`(${rpmReadings.measures}->>w.measure)::float8`,
      })
      .from(rpmReadings)
      .innerJoin(
        sql`(values ${rows}) as w(measure, since)`,
        sql`${rpmReadings.measures} ? w.measure and ${rpmReadings.measuredAt} >= w.since`,
      )
      .where(
        and(
          eq(rpmReadings.patientId, q.patientId),
          eq(rpmReadings.partnerId, q.partnerId),
          // The widest window, so the readings' index bounds the scan.
          gte(rpmReadings.measuredAt, earliest),
        ),
      )
      .orderBy(desc(rpmReadings.measuredAt), desc(rpmReadings.id));
  },
};
