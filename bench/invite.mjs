// `npm run bench -- invite`: a 300-row CSV invite (POST /api/patientBulkRegister) committed in a
// clinic of 200,000 patients on PostgreSQL, beside GET /api/account measured in the same run (these
// machines swing by a factor of 3, so only the pairing says something).
import path from 'node:path';
import { clinicStep, membershipsStep, patientsStep, providerStep } from './lib/generator-steps.mjs';
import {
  BENCH_ADMIN,
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { LOAD, measureAll } from './lib/load.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const PROVIDER = { email: 'inviter@bench.example', password: BENCH_ADMIN.password };
const PATIENTS = Number(process.env.BENCH_INVITE_PATIENTS ?? 200_000);
const ROWS = 300;
const ROUNDS = 5;
const TARGET_MS = 2000;

/** One clinic, its provider (sharing the admin's password hash) and its patients, in SQL. */
async function generate(/** @type {import('pg').Client} */ db) {
  const hash = await sharedPasswordHash(db);
  /** @type {Array<[string, unknown[]]>} */
  const steps = [
    clinicStep('Bench clinic'),
    providerStep(PROVIDER.email, hash, { firstName: 'In', lastName: 'Viter' }),
    patientsStep(PATIENTS, hash),
    membershipsStep('%@bench.example'),
    [
      `insert into patient_profiles (user_id, gender, date_of_birth)
      select id, 'female', date '1980-01-01' + (id % 9000) from users
      where role = 'ROLE_PATIENT' and email like '%@bench.example'`,
      [],
    ],
    ['analyze', []],
  ];
  await runSteps(db, steps);
}

/** 300 new people; a tenth of each file are existing patients, as a real roster export has. */
const file = (/** @type {number} */ round) =>
  Array.from({ length: ROWS }, (_, i) => ({
    firstName: `Bulk${i}`,
    lastName: `Round${round}`,
    email:
      i % 10 === 0
        ? `patient${round * ROWS + i + 1}@bench.example`
        : `bulk-${round}-${i}@new.example`,
    gender: i % 2 ? 'female' : 'male',
    dateOfBirth: `19${50 + (i % 50)}-0${(i % 9) + 1}-15`,
  }));

async function invite() {
  const { env, db } = await benchInstallation('invite');
  console.log(`  generating one clinic of ${fmt(PATIENTS)} patients…`);
  await generate(db);

  const { server, headers } = await startSignedIn(env, PROVIDER);
  const { account } = await measureAll({ account: `${server.url}/api/account` }, headers);
  /** @type {number[]} */
  const commits = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/patientBulkRegister`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(file(round)),
    });
    const elapsed = performance.now() - started;
    const body = await response.json();
    if (response.status !== 200)
      throw new Error(`bulk invite answered ${response.status}: ${JSON.stringify(body)}`);
    if (body.createdAccounts.length + body.alreadyHaveAccountAtThisClinic.length !== ROWS) {
      throw new Error(`bulk invite sorted ${JSON.stringify(Object.keys(body))} wrongly`);
    }
    commits.push(elapsed);
  }
  const sorted = [...commits].sort((a, b) => a - b);
  return {
    patients: PATIENTS,
    rows: ROWS,
    account,
    commitsMs: commits,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
  };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('invite', invite);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const met = result.maxMs < TARGET_MS;
  // One account request at 50 connections takes p50 ms; the invite is a single request.
  printTable(`one clinic of ${fmt(result.patients)} patients; ${ROUNDS} files of ${ROWS} rows`, [
    ['request', 'req/s', 'p50 ms', 'p99 ms', 'valid', 'target'],
    [
      'GET /api/account (yardstick, 50 conn.)',
      fmt(result.account.requestsPerSec),
      fmt(result.account.latencyP50Ms, 1),
      fmt(result.account.latencyP99Ms, 1),
      result.account.valid ? 'yes' : 'INVALID',
      '-',
    ],
    [
      `POST /api/patientBulkRegister, ${ROWS} rows (median / max ms)`,
      '',
      fmt(result.medianMs),
      fmt(result.maxMs),
      'yes',
      `every commit < ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'}`,
    ],
    [
      'invite median / account p50',
      `${fmt(result.medianMs / Math.max(result.account.latencyP50Ms, 1), 1)}×`,
      '',
      '',
      '',
      '',
    ],
  ]);
  const out = await writeResults('invite', startedAt, {
    benchmark: 'invite',
    startedAt: startedAt.toISOString(),
    machine: machine(),
    settings: { ...LOAD, rounds: ROUNDS },
    targets: { commitMs: TARGET_MS },
    result,
  });
  console.log(`\nFigures written to ${path.relative(process.cwd(), out)}`);
  return result.account.valid ? 0 : 1;
}
