// `npm run bench -- usage-report`: the super admin's usage report (issue 20 point 7) over 1,000,000
// encounters on PostgreSQL (BENCH_ENCOUNTERS for a smaller smoke run): time to first byte, total
// time and the server's peak resident memory growth while it streams, beside `COPY (the same
// select) TO STDOUT` through pg in the same run. Targets: growth under 100 MB, total within 2× COPY.
import { readFile } from 'node:fs/promises';
import {
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { BENCH_ADMIN } from './lib/installation.mjs';
import { copyOut } from './lib/copy-out.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const ENCOUNTERS = Number(process.env.BENCH_ENCOUNTERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PROVIDERS = 50;
const PATIENTS = 2000;
const TARGET_GROWTH_MB = 100;
const TARGET_RATIO = 2;
/** Encounters start a minute apart from here; the report spans them all. */
const FROM = '2024-01-01';
const TO = '2027-12-31';

/** A clinic, its providers and patients, and the encounters (one in ten paid by card), in SQL. */
export async function generate(/** @type {import('pg').Client} */ db) {
  const hash = await sharedPasswordHash(db);
  await runSteps(db, [
    [
      `insert into clinics (name, description, clinic_type) values ('Report clinic', 'Bench', 'Primary care')`,
      [],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'report-provider' || i || '@bench.example', $1, 'ROLE_PROVIDER', 'Provider', 'P' || i
      from generate_series(1, $2::int) i`,
      [hash, PROVIDERS],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'report-patient' || i || '@bench.example', $1, 'ROLE_PATIENT', 'Patient', 'Q' || i
      from generate_series(1, $2::int) i`,
      [hash, PATIENTS],
    ],
    // Provider i % 50 sees a 30-minute visit each 50 minutes: none overlap (encounters_no_overlap).
    [
      `insert into encounters (clinic_id, provider_id, patient_id, lead_provider_id, owner_id,
        created_by_id, type, status, start_time, end_time, duration_minutes, payment_type,
        quantity_cents)
      select c.id, pr.id, pa.id, pr.id, pa.id, pa.id,
        (array['VIDEO','AUDIO','OFFICE'])[1 + g % 3], (array['FINISHED','CANCELLED','ACCEPTED'])[1 + g % 3],
        timestamptz '${FROM}T00:00:00Z' + g * interval '1 minute',
        timestamptz '${FROM}T00:00:00Z' + g * interval '1 minute' + interval '30 minutes', 30,
        case when g % 10 = 0 then 'CASH' else 'INSURANCE' end,
        case when g % 10 = 0 then 4500 else 0 end
      from generate_series(0, $1::int - 1) g
      cross join (select max(id) as id from clinics) c
      join (select id, row_number() over (order by id) - 1 as n from users
            where email like 'report-provider%') pr on pr.n = g % ${PROVIDERS}
      join (select id, row_number() over (order by id) - 1 as n from users
            where email like 'report-patient%') pa on pa.n = g % ${PATIENTS}`,
      [ENCOUNTERS],
    ],
    [
      `insert into payments (encounter_id, patient_id, provider_id, clinic_id, requested_by,
        amount_cents, status, gateway, card_token, purpose, idempotency_key, request_hash)
      select id, patient_id, provider_id, clinic_id, patient_id, quantity_cents, 'charged',
        'sandbox', 'tok_bench', 'Visit', 'bench-' || id, 'bench'
      from encounters where payment_type = 'CASH'`,
      [],
    ],
    ['vacuum analyze', []],
  ]);
}

/** The server's select written as one statement, for COPY: the same joins, columns and order. */
const copyStatement = `copy (
  select e.id, e.start_time, c.id, c.name, pr.id, pr.first_name || ' ' || pr.last_name,
    pa.id, pa.first_name || ' ' || pa.last_name, e.type, e.status, e.duration_minutes,
    e.payment_type, e.quantity_cents,
    (select sum(p.amount_cents) from payments p where p.encounter_id = e.id and p.status = 'charged'),
    (select sum(p.amount_cents) from payments p where p.encounter_id = e.id and p.status = 'refunded')
  from encounters e
  join clinics c on c.id = e.clinic_id
  join users pr on pr.id = e.provider_id
  join users pa on pa.id = e.patient_id
  where e.start_time >= '${FROM}T00:00:00Z' and e.start_time < timestamptz '${TO}T00:00:00Z' + interval '1 day'
  order by e.start_time, e.id
) to stdout with (format csv, header)`;

/** The server's resident memory in bytes, from /proc (Linux). */
async function rssOf(/** @type {number} */ pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib * 1024;
}

/** Downloads the report, counting bytes and lines, while sampling the server's memory every 20 ms. */
async function download(
  /** @type {string} */ url,
  /** @type {Record<string,string>} */ headers,
  /** @type {number} */ pid,
) {
  const baseline = await rssOf(pid);
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const startedAt = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`report answered ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (firstByteMs === 0) firstByteMs = performance.now() - startedAt;
    bytes += chunk.byteLength;
    // Line ends found natively: a JavaScript loop over each of the 113 MB cost the reading side
    // 2–5 s on a loaded machine, charged to the report and not to COPY (which counts bytes only).
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const totalMs = performance.now() - startedAt;
  sampling = false;
  await sampler;
  return {
    firstByteMs,
    totalMs,
    bytes,
    rows: lines - 1,
    baselineMb: baseline / 2 ** 20,
    growthMb: (peak - baseline) / 2 ** 20,
  };
}

async function usageReport() {
  const { env, db } = await benchInstallation('usage-report');
  console.log(`  generating ${fmt(ENCOUNTERS)} encounters…`);
  const generatedAt = performance.now();
  await generate(db);
  const generateS = (performance.now() - generatedAt) / 1000;
  const { server, headers } = await startSignedIn(env, BENCH_ADMIN);
  const url = `${server.url}/api/admin/report/encounter/csv?from=${FROM}&to=${TO}`;
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const copy = await copyOut(db, copyStatement);
    const report = await download(url, headers, server.pid);
    if (report.rows !== ENCOUNTERS)
      throw new Error(`report had ${report.rows} rows, not ${ENCOUNTERS}`);
    rounds.push({ copy, report });
    console.log(
      `  round ${round + 1}: report ${fmt(report.totalMs)} ms, COPY ${fmt(copy.totalMs)} ms`,
    );
  }
  return { encounters: ENCOUNTERS, generateS, rounds };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('usage-report', usageReport);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const best = (/** @type {(r: any) => number} */ pick) => Math.min(...result.rounds.map(pick));
  const reportMs = best((r) => r.report.totalMs);
  const copyMs = best((r) => r.copy.totalMs);
  const growth = Math.max(...result.rounds.map((r) => r.report.growthMb));
  const ratio = reportMs / copyMs;
  printTable(
    `${fmt(result.encounters)} encounters (generated in ${fmt(result.generateS)} s); best of ${result.rounds.length} rounds, COPY and report taking turns`,
    [
      ['', 'first byte ms', 'total ms', 'MB sent', 'peak RSS growth MB', 'target'],
      [
        'GET /api/admin/report/encounter/csv',
        fmt(best((r) => r.report.firstByteMs)),
        fmt(reportMs),
        fmt(result.rounds[0].report.bytes / 2 ** 20, 1),
        fmt(growth, 1),
        `growth <${TARGET_GROWTH_MB} MB: ${growth < TARGET_GROWTH_MB ? 'met' : 'MISSED'}; ${fmt(ratio, 2)}× COPY (<${TARGET_RATIO}×: ${ratio < TARGET_RATIO ? 'met' : 'MISSED'})`,
      ],
      [
        'COPY (same select) TO STDOUT via pg',
        fmt(best((r) => r.copy.firstByteMs)),
        fmt(copyMs),
        fmt(result.rounds[0].copy.bytes / 2 ** 20, 1),
        '-',
        '-',
      ],
    ],
  );
  const file = await writeResults('usage-report', startedAt, { machine: machine(), ...result });
  console.log(`\nresults: ${file}`);
  return growth < TARGET_GROWTH_MB && ratio < TARGET_RATIO ? 0 : 1;
}
