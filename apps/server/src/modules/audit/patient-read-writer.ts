import { prepareArrayQuery } from '../../db/array-query.js';
import type { Db } from '../../db/database.js';
import { groupCommit } from '../../lib/group-commit.js';

/** A patient an answer showed, and the clinic through which the reader reached them. */
export type PatientShown = {
  patientId: number;
  /** The clinic when the reader already knows it (null for the patient's own side). */
  clinicId: number | null;
  /**
   * Set when the clinic is left to the database: the lowest of these clinics the patient belongs
   * to, as a PostgreSQL array literal (`{3,7}`), or `*` for any of the patient's clinics.
   */
  clinicAmong: string | null;
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
};

/**
 * Every row of a flush in one statement. The answers arrive as arrays of their columns and their
 * patients as flat arrays tagged with the answer's position (one parameter each, however many
 * rows); each answer's patients are gathered back in order into its row, and a clinic left to the
 * database is looked up in the same statement.
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
    shown.patient_ids, shown.clinic_ids
  from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
      $8::text[]) with ordinality
    as r(user_id, acting_assistant_id, actor_role, ip, user_agent, kind, record_id, route, answer)
  join (
    select p.answer,
      array_agg(p.patient_id order by p.ord) as patient_ids,
      array_agg(case when p.clinic_among is null then p.clinic_id
        else (select min(m.clinic_id) from clinic_memberships m
          where m.user_id = p.patient_id
            and case when p.clinic_among = '*' then true
              else m.clinic_id = any(p.clinic_among::int[]) end)
        end order by p.ord) as clinic_ids
    from unnest($9::int[], $10::int[], $11::int[], $12::text[]) with ordinality
      as p(answer, patient_id, clinic_id, clinic_among, ord)
    group by p.answer
  ) shown on shown.answer = r.answer
  cross join quick_commit
  order by r.answer`;

/** A statement takes at most this many answers (their patients come along whatever their number). */
const MAX_ANSWERS_PER_STATEMENT = 1000;

const column = <K extends keyof PatientReadRow>(rows: PatientReadRow[], key: K) =>
  rows.map((row) => row[key]);

/** The patients of all `rows` as flat columns, each tagged with its answer's 1-based position. */
function patientColumns(rows: PatientReadRow[]) {
  const answer: number[] = [];
  const patientId: number[] = [];
  const clinicId: (number | null)[] = [];
  const clinicAmong: (string | null)[] = [];
  rows.forEach((row, index) => {
    for (const shown of row.patients) {
      answer.push(index + 1);
      patientId.push(shown.patientId);
      clinicId.push(shown.clinicId);
      clinicAmong.push(shown.clinicAmong);
    }
  });
  return [answer, patientId, clinicId, clinicAmong];
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
