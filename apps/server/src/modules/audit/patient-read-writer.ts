import { prepareArrayQuery } from '../../db/array-query.js';
import type { Db } from '../../db/database.js';
import { groupCommit } from '../../lib/group-commit.js';

/** One `patient.read` audit row: who read which patient's data, what, from where, through which clinic. */
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
  patientId: number;
  /** The clinic when the reader already knows it (null for the patient's own reads). */
  clinicId: number | null;
  /**
   * Set when the clinic is left to the database: the lowest of these clinics the patient belongs
   * to, as a PostgreSQL array literal (`{3,7}`), or `*` for any of the patient's clinics.
   */
  clinicAmong: string | null;
};

/**
 * Every row of a flush in one statement: the columns arrive as arrays (one parameter each, however
 * many rows), and the clinic left to the database is looked up in the same statement.
 */
const INSERT_READS = `insert into audit_log
    (action, user_id, acting_assistant_id, actor_role, ip, user_agent, detail, patient_id, clinic_id)
  select 'patient.read', r.user_id, r.acting_assistant_id, r.actor_role, r.ip, r.user_agent,
    jsonb_strip_nulls(jsonb_build_object('kind', r.kind, 'id', r.record_id, 'route', r.route)),
    r.patient_id,
    case when r.clinic_among is null then r.clinic_id
      else (select min(m.clinic_id) from clinic_memberships m
        where m.user_id = r.patient_id
          and case when r.clinic_among = '*' then true else m.clinic_id = any(r.clinic_among::int[]) end)
    end
  from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
      $8::text[], $9::int[], $10::int[], $11::text[])
    as r(user_id, acting_assistant_id, actor_role, ip, user_agent, kind, record_id, route,
      patient_id, clinic_id, clinic_among)`;

/** A statement takes at most this many rows: some 40 roster pages answered in one turn. */
const MAX_ROWS_PER_STATEMENT = 1000;

const column = <K extends keyof PatientReadRow>(rows: PatientReadRow[], key: K) =>
  rows.map((row) => row[key]);

/**
 * Writes `patient.read` rows by group commit (lib/group-commit.ts): requests answered while a
 * statement runs share the next one, and each request's answer waits until its rows are committed.
 * So no answer leaves without its rows (a crash loses only rows of answers never sent), a clean
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
        column(rows, 'patientId'),
        column(rows, 'clinicId'),
        column(rows, 'clinicAmong'),
      ]);
    },
    { maxItems: MAX_ROWS_PER_STATEMENT },
  );
}

export type PatientReadWriter = ReturnType<typeof createPatientReadWriter>;
