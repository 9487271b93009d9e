// `npm run bench -- roster`: the patient roster of one clinic holding 200,000 patients on
// PostgreSQL (BENCH_PATIENTS for a smaller smoke run): the search by keyword and the first page,
// each beside GET /api/account measured in the same run (these machines swing by a factor of 3).
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
const PROVIDER = { email: 'roster-provider@bench.example', password: ADMIN.password };
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Issue 10: roster search p99 under 20 ms at 50 connections. */
const TARGET_P99_MS = 20;
const FIRST_NAMES = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jada'];
const LAST_NAMES = ['Smith', 'Garcia', 'Nguyen', 'Patel', 'Okafor', 'Kowalski', 'Rossi', 'Haddad'];

/** One clinic, its provider and the patients, written with SQL in a few statements. */
async function generate(/** @type {pg.Client} */ db) {
  const { rows } = await db.query('select password_hash from users where email = $1', [
    ADMIN.email,
  ]);
  const hash = rows[0].password_hash;
  const steps = [
    [
      `insert into clinics (name, description, clinic_type) values ('Roster clinic', 'Bench', 'Primary care')`,
      [],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      values ($1, $2, 'ROLE_PROVIDER', 'Rhea', 'Roster')`,
      [PROVIDER.email, hash],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'patient' || i || '@bench.example', $2, 'ROLE_PATIENT',
        ($3::text[])[1 + i % array_length($3::text[], 1)] || (i % 997),
        ($4::text[])[1 + (i / 7) % array_length($4::text[], 1)] || (i % 89)
      from generate_series(1, $1::int) i`,
      [PATIENTS, hash, FIRST_NAMES, LAST_NAMES],
    ],
    [
      `insert into clinic_memberships (user_id, clinic_id, role)
      select u.id, (select max(id) from clinics), u.role from users u where u.email like '%@bench.example'`,
      [],
    ],
    [
      `insert into patient_profiles (user_id, date_of_birth, gender)
      select id, date '1940-01-01' + (id % 25000), (array['male','female'])[1 + id % 2]
      from users where role = 'ROLE_PATIENT' and email like '%@bench.example'`,
      [],
    ],
    ['analyze', []],
  ];
  for (const [sql, params] of steps)
    await db.query(/** @type {string} */ (sql), /** @type {any[]} */ (params));
}

/** The search's plan, as the roster repository writes it (one word, prefix on names and e-mail). */
async function searchPlan(/** @type {pg.Client} */ db) {
  const { rows } = await db.query(
    `explain (analyze, buffers) select u.id from users u
    where exists (select 1 from clinic_memberships m where m.user_id = u.id and m.role = 'ROLE_PATIENT'
        and m.clinic_id = (select max(id) from clinics))
      and (lower(u.first_name) like 'cara12%' or lower(u.last_name) like 'cara12%' or u.email like 'cara12%')
    order by lower(u.last_name), lower(u.first_name), u.id limit 26`,
  );
  return rows.map((r) => r['QUERY PLAN']);
}

async function roster() {
  const { name, databaseUrl } = await createBenchDatabase();
  onCleanup(`drop database ${name}`, () => dropBenchDatabase(name));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clinicall-bench-roster-'));
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
  console.log(`  generating ${fmt(PATIENTS)} patients…`);
  const generatedAt = performance.now();
  await generate(db);
  const generateS = (performance.now() - generatedAt) / 1000;

  const server = await startServer(env);
  onCleanup(`stop server ${server.pid}`, () => stopServer(server));
  await waitHealthy(server);
  const headers = { authorization: `Bearer ${await signIn(server.url, PROVIDER)}` };
  const targets = {
    account: `${server.url}/api/account`,
    search: `${server.url}/api/patients/search?keyword=cara12`,
    page: `${server.url}/api/patients?page=0&size=25`,
  };
  for (const label of ['search', 'page']) {
    const answered = await fetch(targets[label], { headers });
    if (answered.status !== 200) throw new Error(`${label} answered ${answered.status}`);
  }
  /** @type {Record<string, import('./lib/load.mjs').LoadResult>} */
  const results = {};
  for (const [label, url] of Object.entries(targets)) {
    await measure({ url, headers, connections: CONNECTIONS, durationS: WARMUP_S });
    results[label] = await measure({
      url,
      headers,
      connections: CONNECTIONS,
      durationS: DURATION_S,
    });
  }
  return { patients: PATIENTS, generateS, results, plan: await searchPlan(db) };
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
  console.log('roster benchmark (PostgreSQL on loopback; the load generator shares the cores)');
  let result;
  try {
    result = await roster();
  } catch (error) {
    console.error(`roster failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await cleanupAll();
  }
  const { account, search, page } = result.results;
  const row = (/** @type {string} */ label, /** @type {any} */ x, /** @type {string} */ note) => [
    label,
    fmt(x.requestsPerSec),
    fmt(x.latencyP50Ms, 1),
    fmt(x.latencyP99Ms, 1),
    fmt(x.non2xx + x.errors),
    x.valid ? 'yes' : 'INVALID',
    note,
  ];
  const met = search.valid && search.latencyP99Ms < TARGET_P99_MS;
  printTable(
    `${fmt(result.patients)} patients in one clinic (generated in ${fmt(result.generateS)} s); ${CONNECTIONS} connections, ${DURATION_S} s measured after ${WARMUP_S} s warm-up`,
    [
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx+errors', 'valid', 'target / ratio'],
      row('GET /api/account (yardstick)', account, '-'),
      row(
        'roster search "cara12"',
        search,
        `p99 <${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}; ${fmt((search.requestsPerSec / account.requestsPerSec) * 100, 1)}% of account`,
      ),
      row(
        'roster first page (25)',
        page,
        `${fmt((page.requestsPerSec / account.requestsPerSec) * 100, 1)}% of account`,
      ),
    ],
  );
  console.log(`\nsearch plan:\n  ${result.plan.join('\n  ')}`);
  const file = await writeResults('roster', startedAt, { machine: machine(), ...result });
  console.log(`\nresults: ${file}`);
  return met ? 0 : 1;
}
