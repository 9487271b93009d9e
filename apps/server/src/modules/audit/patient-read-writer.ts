import { prepareArrayQuery } from '../../db/array-query.js';
import type { Db } from '../../db/database.js';
import { groupCommit } from '../../lib/group-commit.js';

/** A patient an answer showed, and the clinic through which the reader reached them. */
export type PatientShown = {
  patientId: number;
  /** The clinic when the reader already knows it (null for the patient's own side). */
  clinicId: number | null;
  /** The clinic is left to the database: among the row's `clinicAmong`. */
  lookUp: boolean;
};

/** One answer's `patient.read` audit row: who read, what, from where, and every patient shown. */
export type PatientReadRow = {
  userId: number;
  actingAssistantId: number | null;
  actorRole: string;
  ip: string;
  userAgent: string | null;
  kind: string;
  recordId: number | null;
  /** `METHOD /url/:pattern` */
  route: string;
  patients: PatientShown[];
  /**
   * Where the database looks up the clinic of the patients marked `lookUp`: the lowest of these
   * reader's clinics the patient belongs to, as a PostgreSQL array literal (`{3,7}`), or `*` for
   * any of the patient's clinics. Null when the answer marks none.
   */
  clinicAmong: string | null;
};

/**
 * Every row of a flush in one statement. The answers arrive as arrays of their columns, one
 * parameter each however many rows; each answer's patients and clinics come as an array literal
 * of its own (`{4,9}`), cast in place. A clinic left to the database (a list over several of the
 * reader's clinics) is looked up in the same statement, for those rows alone.
 *
 * Flat on purpose: the earlier shape sent every patient of the flush as one flat array tagged
 * with its answer and gathered them back by a sort and a group; that cost the database 2.0 ms a
 * flush of 24 answers of 15 patients and the server 630 µs of CPU to send it, against 0.76 ms and
 * 205 µs now (bench/README.md, `read-audit`).
 *
 * The statement commits without waiting for the WAL flush (`synchronous_commit` off for its own
 * implicit transaction only, read by PostgreSQL at commit): the flush was most of what a read paid
 * for its audit (3.7 ms against 0.3 ms a row here), so the audit could not stay within 10 % of the
 * same read without it (issue 19). The row is committed and visible before the answer leaves, and an
 * instance that crashes loses nothing; only a crash of the database server itself within
 * `wal_writer_delay` × 3 (0.6 s by default) of the commit can lose rows, while every other write
 * keeps the server's durable setting.
 */
const INSERT_READS = `with quick_commit as (select set_config('synchronous_commit', 'off', true))
  insert into audit_log
    (action, user_id, acting_assistant_id, actor_role, ip, user_agent, detail, patient_ids, clinic_ids)
  select 'patient.read', r.user_id, r.acting_assistant_id, r.actor_role, r.ip, r.user_agent,
    jsonb_strip_nulls(jsonb_build_object('kind', r.kind, 'id', r.record_id, 'route', r.route)),
    r.patient_ids::int[],
    case when r.clinic_among is null then r.clinic_ids::int[] else array(
      select case when s.clinic_id is null and s.patient_id = any(r.looked_up::int[]) then
          (select min(m.clinic_id) from clinic_memberships m
            where m.user_id = s.patient_id
              and (r.clinic_among = '*' or m.clinic_id = any(r.clinic_among::int[])))
        else s.clinic_id end
      from unnest(r.patient_ids::int[], r.clinic_ids::int[]) with ordinality
        as s(patient_id, clinic_id, ord)
      order by s.ord) end
  from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
      $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
    as r(user_id, acting_assistant_id, actor_role, ip, user_agent, kind, record_id, route,
      patient_ids, clinic_ids, clinic_among, looked_up)
  cross join quick_commit`;

/** A statement takes at most this many answers (their patients come along whatever their number). */
const MAX_ANSWERS_PER_STATEMENT = 1000;

const column = <K extends keyof PatientReadRow>(rows: PatientReadRow[], key: K) =>
  rows.map((row) => row[key]);

/** Integers (or nulls) as a PostgreSQL array literal: `{4,NULL,9}`. */
const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((value) => value ?? 'NULL').join(',')}}`;

/**
 * Each answer's patients as array literals: their ids, the clinic each was reached through (NULL
 * when none or left to the database), and, when the database is to look some up, among which of
 * the reader's clinics and which patients.
 */
function patientColumns(rows: PatientReadRow[]) {
  const patientIds: string[] = [];
  const clinicIds: string[] = [];
  const clinicAmong: (string | null)[] = [];
  const lookedUp: (string | null)[] = [];
  for (const row of rows) {
    patientIds.push(intArray(row.patients.map((shown) => shown.patientId)));
    clinicIds.push(intArray(row.patients.map((shown) => shown.clinicId)));
    const left = row.patients.filter((shown) => shown.lookUp);
    clinicAmong.push(left.length > 0 ? row.clinicAmong : null);
    lookedUp.push(left.length > 0 ? intArray(left.map((shown) => shown.patientId)) : null);
  }
  return [patientIds, clinicIds, clinicAmong, lookedUp];
}

/**
 * Writes `patient.read` rows, one per answer, by group commit (lib/group-commit.ts): answers sent
 * while a statement runs share the next one, and each answer waits until its row is committed. So
 * no answer leaves without its row (a crash loses only rows of answers never sent), a clean
 * shutdown loses nothing (Fastify's close waits for the requests in flight, then `idle`), and a
 * failed write fails the answers it held instead of sending them unrecorded.
 */
export function createPatientReadWriter(db: Db) {
  const run = prepareArrayQuery(db, 'audit_patient_reads', INSERT_READS);
  return groupCommit<PatientReadRow>(
    async (rows) => {
      await run([
        column(rows, 'userId'),
        column(rows, 'actingAssistantId'),
        column(rows, 'actorRole'),
        column(rows, 'ip'),
        rows.map((row) => row.userAgent?.slice(0, 500) ?? null),
        column(rows, 'kind'),
        column(rows, 'recordId'),
        column(rows, 'route'),
        ...patientColumns(rows),
      ]);
    },
    { maxItems: MAX_ANSWERS_PER_STATEMENT },
  );
}

export type PatientReadWriter = ReturnType<typeof createPatientReadWriter>;
