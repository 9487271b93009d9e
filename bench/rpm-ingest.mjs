// `npm run bench -- rpm-ingest` (issue 23): readings pushed through the signed ingest endpoint
// POST /api/monitoring/ingest/remotecare for 60 s on one instance, alerts evaluated as they arrive,
// among 10,000 enrolled patients with a week of history; beside the floor: the database inserting
// the same rows with the statement the readings repository sends, in deliveries of the same size
// and as many in flight, on a pool of the server's size, and once more as one INSERT … SELECT.
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { onCleanup } from './lib/cleanup.mjs';
import { captureStatements, serverModule } from './lib/captured-statements.mjs';
import { BENCH_ADMIN, benchInstallation, startSignedIn } from './lib/installation.mjs';
import { LOAD } from './lib/load.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import {
  generateReadings,
  generateRpmPeople,
  KINDS,
  PARTNER_KEY,
} from './lib/rpm-installation.mjs';
import { runBench } from './lib/run-bench.mjs';
import { signIn } from './lib/server.mjs';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const HISTORY_DAYS = Number(process.env.BENCH_DAYS ?? 7);
const INGEST_S = Number(process.env.BENCH_INGEST_S ?? 60);
/** One delivery: one patient's 8 kinds at one sync of their devices (a ninth for high patients). */
const PER_DELIVERY = KINDS.length;
/** Every tenth patient's blood pressure is high, so their alerts open as readings arrive. */
const HIGH_EVERY = 10;

/**
 * The 8 readings a patient's devices send at once, in the units the bench's partner uses. A high
 * patient's cuff also delivers the high reading it kept from 10½ minutes before (a device catching
 * up), so the two span the systolic rule's 10 minutes and the alert opens.
 */
function delivery(/** @type {number} */ seq, /** @type {number} */ patientId) {
  const now = Date.now();
  const at = new Date(now - 1000).toISOString();
  const s = seq % 17;
  const high = patientId % HIGH_EVERY === 0;
  /** @type {Record<string, Record<string, number>>} */
  const values = {
    bloodPressure: { systolic: high ? 175 + s : 110 + s, diastolic: 70 + s, pulse: 64 + s },
    weight: { weight: 150 + s },
    temperature: { temperature: 98 + s / 20 },
    bloodGlucose: { glucose: 90 + s },
    pulseOximeter: { spo2: 95 + (s % 5), pulse: 64 + s },
    breathe: { fev: 3 + s / 20, pef: 400 + s, fevFvc: 0.75 },
    pulse: { pulse: 64 + s },
    respiratoryRate: { respiratoryRate: 14 + (s % 5) },
  };
  const readings = KINDS.map(({ kind, unit }) => ({
    id: `ing-${seq}-${kind}`,
    patientId,
    kind,
    measuredAt: at,
    values: values[kind],
    unit,
    ...(kind === 'bloodGlucose' ? { type: 'fasting' } : {}),
  }));
  if (high) {
    readings.push({
      id: `ing-${seq}-kept`,
      patientId,
      kind: 'bloodPressure',
      measuredAt: new Date(now - 630_000).toISOString(),
      values: { systolic: 180, diastolic: 80, pulse: 70 },
      unit: 'mmHg',
    });
  }
  return { readings };
}

/** Standard Webhooks headers for a body, signed with the partner's `whsec_` secret. */
function signed(/** @type {Buffer} */ key, /** @type {string} */ id, /** @type {string} */ body) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

/**
 * Drives signed deliveries at 50 connections for `durationS`; each request is the next patient's.
 * @param {{ url: string, key: Buffer, patientIds: number[], next: { seq: number }, durationS: number }} q
 */
async function ingestLoad(q) {
  const result = await autocannon({
    url: q.url,
    connections: LOAD.connections,
    duration: q.durationS,
    requests: [
      {
        method: 'POST',
        setupRequest: (/** @type {any} */ request) => {
          q.next.seq += 1;
          const seq = q.next.seq;
          const patientId = q.patientIds[seq % q.patientIds.length] ?? 0;
          const body = JSON.stringify(delivery(seq, patientId));
          return { ...request, body, headers: signed(q.key, `msg_${seq}`, body) };
        },
      },
    ],
  });
  return {
    durationS: q.durationS,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    valid: result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result['2xx'] > 0,
  };
}

/**
 * The floor: the rows the server stored, inserted again (new reading ids) with the repository's
 * own insert statement, one delivery a statement, 50 in flight on a pool of 10 connections.
 * @param {string} databaseUrl
 * @param {number} partnerId
 * @param {string[]} window the database's instants when the measured run started and ended
 */
async function insertFloor(databaseUrl, partnerId, window) {
  const { readingsRepository } = await serverModule('modules/monitoring/readings.repository.js');
  const source = new pg.Client({ connectionString: databaseUrl, user: 'postgres' });
  await source.connect();
  const { rows } = await source.query(
    `select external_id, patient_id, kind, measured_at, measures, unit, sepsis, detail, raw
    from rpm_readings where received_at >= $1 and received_at < $2 and external_id like 'ing-%'
    order by id`,
    window,
  );
  await source.end();
  /** @type {Array<import('./lib/captured-statements.mjs').Statement>} */
  const statements = [];
  /** @type {Map<string, any[]>} the rows of each delivery, by its sequence number */
  const deliveries = new Map();
  for (const r of rows) {
    const seq = String(r.external_id).split('-')[1] ?? '';
    deliveries.set(seq, [...(deliveries.get(seq) ?? []), r]);
  }
  for (const delivered of deliveries.values()) {
    const batch = delivered.map((r) => ({
      externalId: `${r.external_id}-floor`,
      patientId: r.patient_id,
      kind: r.kind,
      measuredAt: r.measured_at,
      measures: r.measures,
      unit: r.unit,
      sepsis: r.sepsis,
      detail: r.detail,
      raw: r.raw,
    }));
    const [insert] = await captureStatements((db) =>
      readingsRepository.insertNew(db, partnerId, batch),
    );
    if (insert) statements.push(insert);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, user: 'postgres', max: 10 });
  onCleanup('close the floor pool', () => pool.end());
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: LOAD.connections }, async () => {
      for (let i = next++; i < statements.length; i = next++) {
        const s = statements[i];
        if (s) await pool.query(s.text, s.values);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const bulkAt = performance.now();
  const bulk = await pool.query(
    `insert into rpm_readings (partner_id, external_id, patient_id, kind, measured_at, measures, unit, sepsis, detail, raw)
    select partner_id, external_id || '-bulk', patient_id, kind, measured_at, measures, unit, sepsis, detail, raw
    from rpm_readings where received_at >= $1 and received_at < $2 and external_id like 'ing-%'`,
    window,
  );
  const bulkS = (performance.now() - bulkAt) / 1000;
  return {
    rows: rows.length,
    statements: statements.length,
    seconds,
    readingsPerSec: rows.length / seconds,
    bulkRows: bulk.rowCount ?? 0,
    bulkSeconds: bulkS,
    bulkReadingsPerSec: (bulk.rowCount ?? 0) / bulkS,
  };
}

async function rpmIngest() {
  const { env, db, databaseUrl } = await benchInstallation('rpm-ingest');
  console.log(`  generating ${fmt(PATIENTS)} patients with ${HISTORY_DAYS} days of readings…`);
  const generatedAt = performance.now();
  const { partnerId } = await generateRpmPeople(db, PATIENTS);
  await generateReadings(db, HISTORY_DAYS);
  await db.query('vacuum analyze');
  const generateS = (performance.now() - generatedAt) / 1000;
  const { rows: before } = await db.query('select count(*)::int as n from rpm_readings');

  const { server } = await startSignedIn(env, BENCH_ADMIN);
  const adminToken = await signIn(server.url, BENCH_ADMIN);
  const issued = await fetch(`${server.url}/api/admin/monitoring/partners/${PARTNER_KEY}/secret`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (issued.status !== 200) throw new Error(`issuing the secret answered ${issued.status}`);
  const { secret } = await issued.json();
  const key = Buffer.from(String(secret).replace(/^whsec_/, ''), 'base64');
  const { rows: enrolled } = await db.query(
    'select patient_id from rpm_enrolments where partner_id = $1 order by patient_id',
    [partnerId],
  );
  const patientIds = enrolled.map((r) => Number(r.patient_id));
  const url = `${server.url}/api/monitoring/ingest/${PARTNER_KEY}`;
  const next = { seq: 0 };

  const probe = JSON.stringify(delivery(0, patientIds[0] ?? 0));
  const answered = await fetch(url, {
    method: 'POST',
    headers: signed(key, 'msg_probe', probe),
    body: probe,
  });
  if (answered.status !== 200) {
    throw new Error(`the ingest answered ${answered.status}: ${await answered.text()}`);
  }
  await ingestLoad({ url, key, patientIds, next, durationS: LOAD.warmupS });
  const { rows: alertsBefore } = await db.query('select count(*)::int as n from rpm_alerts');
  const clock = async () => (await db.query('select now() as at')).rows[0].at;
  const startAt = await clock();
  const load = await ingestLoad({ url, key, patientIds, next, durationS: INGEST_S });
  const endAt = await clock();
  // Deliveries still in flight commit with the instant their transaction began: let them land.
  await sleep(2000);
  // Readings are counted by the database's clock: those committed while the load ran.
  const window = [startAt.toISOString(), endAt.toISOString()];
  const seconds = (endAt.getTime() - startAt.getTime()) / 1000;
  const { rows: stored } = await db.query(
    `select count(*)::int as n from rpm_readings
    where received_at >= $1 and received_at < $2 and external_id like 'ing-%'`,
    window,
  );
  const ingest = { ...load, readingsPerSec: stored[0].n / seconds };
  const { rows: alertsAfter } = await db.query(
    `select count(*)::int as n, count(*) filter (where cleared_at is null)::int as open from rpm_alerts`,
  );
  const floor = await insertFloor(databaseUrl, partnerId, window);
  return {
    patients: PATIENTS,
    historyReadings: before[0].n,
    generateS,
    perDelivery: PER_DELIVERY,
    ingest,
    storedInRun: stored[0].n,
    seconds,
    alertsOpenedInRun: alertsAfter[0].n - alertsBefore[0].n,
    alertsOpen: alertsAfter[0].open,
    floor,
  };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('rpm-ingest', rpmIngest);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const { ingest, floor } = result;
  printTable(
    `${fmt(result.patients)} enrolled patients, ${fmt(result.historyReadings)} readings before (generated in ${fmt(result.generateS)} s); deliveries of ${result.perDelivery} readings (one patient's sync; a ninth for the tenth of patients whose blood pressure is high), ${LOAD.connections} connections, ${ingest.durationS} s measured after ${LOAD.warmupS} s warm-up`,
    [
      [
        'what',
        'readings/s',
        'deliveries/s',
        'p50 ms',
        'p99 ms',
        'non-2xx+errors',
        'valid',
        'ratio',
      ],
      [
        'POST /api/monitoring/ingest (signed, alerts)',
        fmt(ingest.readingsPerSec),
        fmt(ingest.requestsPerSec),
        fmt(ingest.latencyP50Ms, 1),
        fmt(ingest.latencyP99Ms, 1),
        fmt(ingest.non2xx + ingest.errors),
        ingest.valid ? 'yes' : 'INVALID',
        `${fmt((ingest.readingsPerSec / floor.readingsPerSec) * 100, 1)}% of the floor`,
      ],
      [
        'floor: same rows, repository insert, 50 in flight',
        fmt(floor.readingsPerSec),
        fmt(floor.statements / floor.seconds),
        '-',
        '-',
        '-',
        '-',
        `${fmt(floor.rows)} rows in ${fmt(floor.seconds, 1)} s`,
      ],
      [
        'the same rows in one INSERT … SELECT',
        fmt(floor.bulkReadingsPerSec),
        '-',
        '-',
        '-',
        '-',
        '-',
        `${fmt(floor.bulkRows)} rows in ${fmt(floor.bulkSeconds, 2)} s`,
      ],
    ],
  );
  console.log(
    `\nstored in the measured run: ${fmt(result.storedInRun)} readings; alerts opened: ${fmt(result.alertsOpenedInRun)} (${fmt(result.alertsOpen)} open at the end)`,
  );
  const file = await writeResults('rpm-ingest', startedAt, { machine: machine(), ...result });
  console.log(`\nresults: ${file}`);
  return ingest.valid ? 0 : 1;
}
