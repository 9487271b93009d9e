// `npm run bench -- roster`: the patient roster of one clinic holding 200,000 patients on
// PostgreSQL (BENCH_PATIENTS for a smaller smoke run): the search by keyword and the first page,
// each beside GET /api/account measured in the same run (these machines swing by a factor of 3).
import {
  BENCH_ADMIN,
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { assertAnswering, LOAD, measureAll } from './lib/load.mjs';
import {
  fmt,
  LOAD_HEADER,
  loadRow,
  machine,
  printTable,
  shareOf,
  writeResults,
} from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const PROVIDER = { email: 'roster-provider@bench.example', password: BENCH_ADMIN.password };
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
/** Issue 10: roster search p99 under 20 ms at 50 connections. */
const TARGET_P99_MS = 20;
const FIRST_NAMES = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jada'];
const LAST_NAMES = ['Smith', 'Garcia', 'Nguyen', 'Patel', 'Okafor', 'Kowalski', 'Rossi', 'Haddad'];

/** One clinic, its provider and the patients, written with SQL in a few statements. */
async function generate(/** @type {import('pg').Client} */ db) {
  const hash = await sharedPasswordHash(db);
  /** @type {Array<[string, unknown[]]>} */
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
  await runSteps(db, steps);
}

/** The search's plan, as the roster repository writes it (one word, prefix on names and e-mail). */
async function searchPlan(/** @type {import('pg').Client} */ db) {
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
  const { env, db } = await benchInstallation('roster');
  console.log(`  generating ${fmt(PATIENTS)} patients…`);
  const generatedAt = performance.now();
  await generate(db);
  const generateS = (performance.now() - generatedAt) / 1000;

  const { server, headers } = await startSignedIn(env, PROVIDER);
  const targets = {
    account: `${server.url}/api/account`,
    search: `${server.url}/api/patients/search?keyword=cara12`,
    page: `${server.url}/api/patients?page=0&size=25`,
  };
  await assertAnswering({ search: targets.search, page: targets.page }, headers);
  const results = await measureAll(targets, headers);
  return { patients: PATIENTS, generateS, results, plan: await searchPlan(db) };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('roster', roster);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const { account, search, page } = result.results;
  const met = search.valid && search.latencyP99Ms < TARGET_P99_MS;
  printTable(
    `${fmt(result.patients)} patients in one clinic (generated in ${fmt(result.generateS)} s); ${LOAD.connections} connections, ${LOAD.durationS} s measured after ${LOAD.warmupS} s warm-up`,
    [
      [...LOAD_HEADER, 'target / ratio'],
      loadRow('GET /api/account (yardstick)', account, '-'),
      loadRow(
        'roster search "cara12"',
        search,
        `p99 <${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}; ${shareOf(search, account)} of account`,
      ),
      loadRow('roster first page (25)', page, `${shareOf(page, account)} of account`),
    ],
  );
  console.log(`\nsearch plan:\n  ${result.plan.join('\n  ')}`);
  const file = await writeResults('roster', startedAt, { machine: machine(), ...result });
  console.log(`\nresults: ${file}`);
  return met ? 0 : 1;
}
