// `npm run bench -- read-audit` (issue 19 path 5): the roster search, a patient's profile and the
// upcoming list with the read audit on, beside the same build with it off, in one run, each beside
// GET /api/account. One process (lib/read-audit-server.mjs) serves both sides on one bench database
// (the roster benchmark's clinic of 200,000 patients, plus the provider's coming appointments):
// two processes of the same build differed by up to 35 % for their whole life. These machines
// also swing by a factor of 3 within minutes, so each round starts the process afresh, the side
// built first alternating, and measures every read on the two sides back to back in the order
// A B B A, which cancels a drift and the later turn's advantage. Target: each read with the audit
// at least 90 % of its rate without. `BENCH_READ_AUDIT_CONTROL=1` builds both sides without the
// audit: the method's own error, which should sit near 100 %.
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './lib/cleanup.mjs';
import { BENCH_ADMIN, benchInstallation, runSteps } from './lib/installation.mjs';
import { freePort, signIn, startServer, stopServer, waitHealthy } from './lib/server.mjs';
import { assertAnswering, LOAD, measure } from './lib/load.mjs';
import { fmt, LOAD_HEADER, loadRow, machine, printTable, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';
import { generate as generateRoster } from './roster.mjs';

const PROVIDER = { email: 'roster-provider@bench.example', password: BENCH_ADMIN.password };
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
/** Rounds, each in a fresh process; odd rounds build and measure the audited side first. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Both sides without the audit: how far apart the method puts two identical servers. */
const CONTROL = process.env.BENCH_READ_AUDIT_CONTROL === '1';
/** The reads measured (`BENCH_READS=search,upcoming`: a rerun of some); account always comes along. */
const READS = (process.env.BENCH_READS ?? 'search,profile,upcoming').split(',');
/**
 * A B B A turns of each read in a round. A leg on these machines swings by ±15 % against the next
 * leg of the same side, so more, shorter legs, taking turns, average the swings out.
 */
const TURNS = 2;
/** Each side's legs of a round share the measured time of BENCH_DURATION. */
const LEG_S = LOAD.durationS / (2 * TURNS);
/** The process is warm after its first leg: a leg's warm-up only brings the connections up. */
const LEG_WARMUP_S = Math.min(1, LOAD.warmupS);
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
  const warm = await measure({ ...load, durationS: LEG_WARMUP_S });
  const result = await measure({ ...load, durationS: LEG_S });
  const after = await readRows(db);
  const answered = Math.max(1, warm.total2xx + result.total2xx);
  return {
    ...result,
    rowsPerRequest: (after.rows - before.rows) / answered,
    patientsPerRequest: (after.patients - before.patients) / answered,
  };
}

/**
 * Starts one process holding both sides, built in `order` (lib/read-audit-server.mjs), signs the
 * provider in on each and checks each answers every path.
 * @param {Record<string, string>} env
 * @param {Array<'on' | 'off'>} order
 * @param {Record<string, string>} paths
 */
async function startSides(env, order, paths) {
  const offPort = await freePort();
  const control = CONTROL ? { READ_AUDIT_CONTROL: '1' } : {};
  const server = await startServer({ ...env, ...control, OFF_PORT: String(offPort) }, undefined, [
    SERVER,
    order.join(','),
  ]);
  onCleanup(`stop server ${server.pid}`, () => stopServer(server));
  const urls = { on: server.url, off: `http://127.0.0.1:${offPort}` };
  /** @type {Record<'on' | 'off', { url: string, headers: Record<string, string> }>} */
  const sides = /** @type {any} */ ({});
  for (const side of order) {
    await waitHealthy({ ...server, url: urls[side] });
    const headers = { authorization: `Bearer ${await signIn(urls[side], PROVIDER)}` };
    await assertAnswering(
      Object.fromEntries(Object.entries(paths).map(([k, p]) => [k, `${urls[side]}${p}`])),
      headers,
    );
    sides[side] = { url: urls[side], headers };
  }
  return { server, sides };
}

/**
 * One side's legs of a read in a round as one figure: requests/s, p50 and rows averaged, the worst
 * p99, every leg's requests/s kept.
 * @param {any[]} legs
 */
function pooledLegs(legs) {
  const mean = (/** @type {string} */ key) =>
    legs.reduce((sum, leg) => sum + leg[key], 0) / legs.length;
  return {
    ...legs[0],
    requestsPerSec: mean('requestsPerSec'),
    latencyP50Ms: mean('latencyP50Ms'),
    latencyP99Ms: Math.max(...legs.map((leg) => leg.latencyP99Ms)),
    total2xx: legs.reduce((sum, leg) => sum + leg.total2xx, 0),
    rowsPerRequest: mean('rowsPerRequest'),
    patientsPerRequest: mean('patientsPerRequest'),
    valid: legs.every((leg) => leg.valid),
    legs: legs.map((leg) => leg.requestsPerSec),
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

  const now = new Date();
  const upcoming = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    status: 'ACCEPTED',
  });
  const allPaths = {
    account: '/api/account',
    search: '/api/patients/search?keyword=cara12',
    profile: `/api/patient/${patientId}/profile`,
    upcoming: `/api/encounters?${upcoming}`,
  };
  const paths = Object.fromEntries(
    Object.entries(allPaths).filter(([label]) => label === 'account' || READS.includes(label)),
  );

  /** @type {Array<{ round: number, side: 'on' | 'off', results: Record<string, any> }>} */
  const measured = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    /** @type {Array<'on' | 'off'>} */
    const order = round % 2 === 1 ? ['on', 'off'] : ['off', 'on'];
    const { server, sides } = await startSides(env, order, paths);
    /** @type {Record<'on' | 'off', Record<string, any>>} */
    const results = { on: {}, off: {} };
    for (const [label, path] of Object.entries(paths)) {
      const legOrder = Array.from({ length: TURNS }, () => [
        ...order,
        ...[...order].reverse(),
      ]).flat();
      console.log(`  round ${round}, ${label}: ${legOrder.join(', ')}…`);
      /** @type {Record<'on' | 'off', any[]>} */
      const legs = { on: [], off: [] };
      for (const side of legOrder) {
        const { url, headers } = sides[side];
        legs[side].push(await measureWithRows(db, `${url}${path}`, headers));
      }
      for (const side of order) results[side][label] = pooledLegs(legs[side]);
    }
    await stopServer(server);
    for (const side of order) measured.push({ round, side, results: results[side] });
  }
  return {
    patients: PATIENTS,
    generateS,
    rounds: ROUNDS,
    control: CONTROL,
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
  for (const label of [...READS, 'account']) {
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
    `${result.control ? 'CONTROL, both sides without the audit: ' : ''}${fmt(result.patients)} patients (generated in ${fmt(result.generateS)} s); ${result.rounds} rounds, a fresh process each round; each read A B B A × ${TURNS}, ${LOAD.connections} connections, ${fmt(LEG_S)} s measured after ${LEG_WARMUP_S} s warm-up a leg; requests/s with the audit against without`,
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
