// `npm run bench -- read-audit` (issue 19 path 5): the roster search, a patient's profile and the
// upcoming list with the read audit on, beside the same build with it off, in one run, each beside
// GET /api/account. Both servers run the built app through lib/read-audit-server.mjs on one bench
// database (the roster benchmark's clinic of 200,000 patients, plus the provider's coming
// appointments); the sides take turns, round by round, because these machines swing by a factor
// of 3 within minutes. Target: each read with the audit at least 90 % of its rate without.
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, benchInstallation, runSteps, startSignedIn } from './lib/installation.mjs';
import { assertAnswering, LOAD, measure } from './lib/load.mjs';
import { fmt, LOAD_HEADER, loadRow, machine, printTable, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';
import { generate as generateRoster } from './roster.mjs';

const PROVIDER = { email: 'roster-provider@bench.example', password: BENCH_ADMIN.password };
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
/** Rounds of both sides; odd rounds measure the audited side first, even rounds the other. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Issue 19: with the audit, within 10 % of the same read without it. */
const TARGET_RATIO = 0.9;
const SERVER = fileURLToPath(new URL('./lib/read-audit-server.mjs', import.meta.url));

/** The provider's coming appointments: 200, three hours apart, each with another patient. */
async function generateAppointments(/** @type {import('pg').Client} */ db) {
  await runSteps(db, [
    [
      `insert into encounters (clinic_id, provider_id, patient_id, lead_provider_id, owner_id,
        created_by_id, type, status, start_time, end_time, duration_minutes, payment_type)
      select (select max(id) from clinics), p.id, pt.first + (k * 997) % $2::int, p.id, p.id, p.id, 'VIDEO',
        'ACCEPTED', t.start, t.start + interval '30 minutes', 30, 'INSURANCE'
      from users p
        cross join (select min(id) as first from users where role = 'ROLE_PATIENT') pt
        cross join generate_series(0, 199) k
        cross join lateral (select date_trunc('hour', now()) + interval '2 hours'
          + k * interval '3 hours' as start) t
      where p.email = $1`,
      [PROVIDER.email, PATIENTS],
    ],
    ['analyze', []],
  ]);
}

/**
 * How many `patient.read` rows the database holds, and how many patients they name, once the count
 * stands still: requests autocannon left in flight when it stopped still write their rows after it.
 */
async function readRows(/** @type {import('pg').Client} */ db) {
  const count = async () => {
    const { rows } = await db.query(
      `select count(*)::bigint as n, coalesce(sum(cardinality(patient_ids)), 0)::bigint as patients
         from audit_log where action = 'patient.read'`,
    );
    return { rows: Number(rows[0].n), patients: Number(rows[0].patients) };
  };
  let last = await count();
  for (let i = 0; i < 25; i += 1) {
    await sleep(200);
    const now = await count();
    if (now.rows === last.rows) return now;
    last = now;
  }
  return last;
}

/**
 * One target on one side: a warm-up thrown away, then the measured run; the audit rows both wrote,
 * per answered request.
 * @param {import('pg').Client} db
 * @param {string} url
 * @param {Record<string, string>} headers
 */
async function measureWithRows(db, url, headers) {
  const before = await readRows(db);
  const load = { url, headers, connections: LOAD.connections };
  const warm = await measure({ ...load, durationS: LOAD.warmupS });
  const result = await measure({ ...load, durationS: LOAD.durationS });
  const after = await readRows(db);
  const answered = Math.max(1, warm.total2xx + result.total2xx);
  return {
    ...result,
    rowsPerRequest: (after.rows - before.rows) / answered,
    patientsPerRequest: (after.patients - before.patients) / answered,
  };
}

async function readAudit() {
  const { env, db } = await benchInstallation('read-audit');
  console.log(`  generating ${fmt(PATIENTS)} patients and 200 coming appointments…`);
  const generatedAt = performance.now();
  await generateRoster(db);
  await generateAppointments(db);
  const generateS = (performance.now() - generatedAt) / 1000;
  const { rows } = await db.query(
    "select min(id) as id from users where role = 'ROLE_PATIENT' and email like '%@bench.example'",
  );
  const patientId = Number(rows[0].id);

  const sides = /** @type {const} */ (['on', 'off']);
  /** @type {Record<'on' | 'off', { url: string, headers: Record<string, string> }>} */
  const servers = /** @type {any} */ ({});
  for (const side of sides) {
    const { server, headers } = await startSignedIn(env, PROVIDER, [SERVER, side]);
    servers[side] = { url: server.url, headers };
  }
  const now = new Date();
  const upcoming = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    status: 'ACCEPTED',
  });
  const paths = {
    account: '/api/account',
    search: '/api/patients/search?keyword=cara12',
    profile: `/api/patient/${patientId}/profile`,
    upcoming: `/api/encounters?${upcoming}`,
  };
  for (const side of sides) {
    const { url, headers } = servers[side];
    await assertAnswering(
      Object.fromEntries(Object.entries(paths).map(([k, p]) => [k, `${url}${p}`])),
      headers,
    );
  }

  /** @type {Array<{ round: number, side: 'on' | 'off', results: Record<string, any> }>} */
  const measured = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const side of round % 2 === 1 ? sides : [...sides].reverse()) {
      console.log(`  round ${round}, audit ${side}…`);
      const { url, headers } = servers[side];
      /** @type {Record<string, any>} */
      const results = {};
      for (const [label, path] of Object.entries(paths)) {
        results[label] = await measureWithRows(db, `${url}${path}`, headers);
      }
      measured.push({ round, side, results });
    }
  }
  return {
    patients: PATIENTS,
    generateS,
    rounds: ROUNDS,
    measured,
  };
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (/** @type {number} */ ratio) => `${fmt(ratio * 100, 1)}%`;

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('read-audit', readAudit);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  for (const { round, side, results } of result.measured) {
    printTable(`round ${round}, read audit ${side.toUpperCase()}`, [
      [...LOAD_HEADER, 'rows / patients a request', 'of account'],
      ...Object.entries(results).map(([label, x]) => [
        ...loadRow(label, x, `${fmt(x.rowsPerRequest, 1)} / ${fmt(x.patientsPerRequest, 1)}`),
        pct(x.requestsPerSec / results.account.requestsPerSec),
      ]),
    ]);
  }
  const rounds = Array.from({ length: result.rounds }, (_, i) => i + 1);
  const sideOf = (/** @type {number} */ round, /** @type {string} */ side) =>
    result.measured.find((m) => m.round === round && m.side === side).results;
  /** @type {Record<string, { ratios: number[], ofAccountOn: number, ofAccountOff: number, met: boolean }>} */
  const summary = {};
  const rowsOut = [['read', 'on / off by round', 'median', 'of account on / off', 'target']];
  for (const label of ['search', 'profile', 'upcoming', 'account']) {
    const ratios = rounds.map(
      (r) => sideOf(r, 'on')[label].requestsPerSec / sideOf(r, 'off')[label].requestsPerSec,
    );
    const share = (/** @type {string} */ side) =>
      median(
        rounds.map(
          (r) => sideOf(r, side)[label].requestsPerSec / sideOf(r, side).account.requestsPerSec,
        ),
      );
    const met = median(ratios) >= TARGET_RATIO;
    summary[label] = { ratios, ofAccountOn: share('on'), ofAccountOff: share('off'), met };
    rowsOut.push([
      label,
      ratios.map(pct).join(' / '),
      pct(median(ratios)),
      `${pct(share('on'))} / ${pct(share('off'))}`,
      label === 'account' ? '-' : `>= ${pct(TARGET_RATIO)}: ${met ? 'met' : 'MISSED'}`,
    ]);
  }
  printTable(
    `${fmt(result.patients)} patients (generated in ${fmt(result.generateS)} s); ${result.rounds} rounds of both sides, ${LOAD.connections} connections, ${LOAD.durationS} s measured after ${LOAD.warmupS} s warm-up; requests/s with the audit against without`,
    rowsOut,
  );
  const file = await writeResults('read-audit', startedAt, {
    machine: machine(),
    settings: LOAD,
    targetRatio: TARGET_RATIO,
    ...result,
    summary,
  });
  console.log(`\nresults: ${file}`);
  const offWroteRows = result.measured.some(
    (m) => m.side === 'off' && Object.values(m.results).some((x) => x.rowsPerRequest > 0),
  );
  if (offWroteRows) console.error('the side without the audit wrote patient.read rows');
  const valid = result.measured.every((m) => Object.values(m.results).every((x) => x.valid));
  return valid && !offWroteRows ? 0 : 1;
}
