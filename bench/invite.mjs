// `npm run bench -- invite`: a 300-row CSV invite (POST /api/patientBulkRegister) committed in a
// clinic of 200,000 patients on PostgreSQL, beside GET /api/account measured in the same run (these
// machines swing by a factor of 3, so only the pairing says something).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cleanupAll, onCleanup } from './lib/cleanup.mjs';
import { measure } from './lib/load.mjs';
import { createBenchDatabase, dropBenchDatabase } from './lib/postgres.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import {
  assertBuilt,
  createAdmin,
  signIn,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/server.mjs';

const ADMIN = { email: 'bench-admin@clinicall.example', password: 'Bench12345' };
const PROVIDER = { email: 'inviter@bench.example', password: ADMIN.password };
const PATIENTS = Number(process.env.BENCH_INVITE_PATIENTS ?? 200_000);
const ROWS = 300;
const ROUNDS = 5;
const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_MS = 2000;

/** One clinic, its provider (sharing the admin's password hash) and its patients, in SQL. */
async function generate(/** @type {pg.Client} */ db) {
  const { rows } = await db.query('select password_hash from users where email = $1', [
    ADMIN.email,
  ]);
  const hash = rows[0].password_hash;
  const steps = [
    [
      `insert into clinics (name, description, clinic_type) values ('Bench clinic', 'Bench', 'Primary care')`,
      [],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      values ($1, $2, 'ROLE_PROVIDER', 'In', 'Viter')`,
      [PROVIDER.email, hash],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'patient' || i || '@bench.example', $2, 'ROLE_PATIENT', 'Pa' || i, 'Tient'
      from generate_series(1, $1::int) i`,
      [PATIENTS, hash],
    ],
    [
      `insert into clinic_memberships (user_id, clinic_id, role)
      select u.id, (select min(id) from clinics), u.role from users u where u.email like '%@bench.example'`,
      [],
    ],
    [
      `insert into patient_profiles (user_id, gender, date_of_birth)
      select id, 'female', date '1980-01-01' + (id % 9000) from users
      where role = 'ROLE_PATIENT' and email like '%@bench.example'`,
      [],
    ],
    ['analyze', []],
  ];
  for (const [sql, params] of steps)
    await db.query(/** @type {string} */ (sql), /** @type {any[]} */ (params));
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
  const { name, databaseUrl } = await createBenchDatabase();
  onCleanup(`drop database ${name}`, () => dropBenchDatabase(name));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clinicall-bench-invite-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    HMAC_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  };
  await createAdmin(env, ADMIN);
  const db = new pg.Client({ connectionString: databaseUrl, user: 'postgres' });
  await db.connect();
  onCleanup('close the generator connection', () => db.end());
  console.log(`  generating one clinic of ${fmt(PATIENTS)} patients…`);
  await generate(db);

  const server = await startServer(env);
  onCleanup(`stop server ${server.pid}`, () => stopServer(server));
  await waitHealthy(server);
  const token = await signIn(server.url, PROVIDER);
  const headers = { authorization: `Bearer ${token}` };
  await measure({
    url: `${server.url}/api/account`,
    headers,
    connections: CONNECTIONS,
    durationS: WARMUP_S,
  });
  const account = await measure({
    url: `${server.url}/api/account`,
    headers,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
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
  try {
    assertBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const startedAt = new Date();
  console.log('invite benchmark (PostgreSQL on loopback; the load generator shares the cores)');
  let result;
  try {
    result = await invite();
  } catch (error) {
    console.error(`invite failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await cleanupAll();
  }
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
    settings: {
      connections: CONNECTIONS,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
      rounds: ROUNDS,
    },
    targets: { commitMs: TARGET_MS },
    result,
  });
  console.log(`\nFigures written to ${path.relative(process.cwd(), out)}`);
  return result.account.valid ? 0 : 1;
}
