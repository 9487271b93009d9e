// `npm run bench -- roster`: the patient roster of one clinic holding 200,000 patients on
// PostgreSQL (BENCH_PATIENTS for a smaller smoke run): the search by keyword and the first page,
// each beside GET /api/account measured in the same run (these machines swing by a factor of 3),
// and the search's floor: the same statement served by a bare node:http process (roster-floor).
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
import { onCleanup } from './lib/cleanup.mjs';
import { startRosterFloor } from './lib/roster-floor.mjs';
import { firstPageStatement, searchStatement } from './lib/roster-statements.mjs';
import { runBench } from './lib/run-bench.mjs';

const PROVIDER = { email: 'roster-provider@bench.example', password: BENCH_ADMIN.password };
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
/** Issue 10: roster search p99 under 20 ms at 50 connections. */
const TARGET_P99_MS = 20;
const FIRST_NAMES = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jada'];
const LAST_NAMES = ['Smith', 'Garcia', 'Nguyen', 'Patel', 'Okafor', 'Kowalski', 'Rossi', 'Haddad'];

/** One clinic, its provider and the patients, written with SQL in a few statements. */
export async function generate(/** @type {import('pg').Client} */ db) {
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
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets the
    // roster's index-only scans skip the table.
    ['vacuum analyze', []],
  ];
  await runSteps(db, steps);
}

/**
 * The plans of the search (one word: a prefix of the first name, last name or e-mail) and of the
 * first page, written as the roster repository writes them and run as the server runs them: a
 * prepared statement executed six times, after which PostgreSQL decides whether to keep a generic
 * plan (its index conditions then show `$n`, not the values).
 */
async function plans(/** @type {import('pg').Client} */ db, /** @type {number} */ clinicId) {
  /** @param {string} name @param {string} text @param {unknown[]} values */
  const explainPrepared = async (name, text, values) => {
    await db.query(`prepare ${name} as ${text}`);
    const execute = `execute ${name}(${values.map((v) => db.escapeLiteral(String(v))).join(', ')})`;
    for (let i = 0; i < 6; i += 1) await db.query(execute);
    const plan = (await db.query(`explain (analyze, buffers) ${execute}`)).rows;
    const [kept] = (
      await db.query(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [name],
      )
    ).rows;
    return [
      ...plan.map((r) => r['QUERY PLAN']),
      `(generic plans ${kept.generic_plans}, custom plans ${kept.custom_plans})`,
    ];
  };
  return {
    search: await explainPrepared('roster_search', searchStatement, [clinicId, 'cara12', 'cara13']),
    page: await explainPrepared('roster_page', firstPageStatement, [clinicId]),
  };
}

async function roster() {
  const { env, db, databaseUrl } = await benchInstallation('roster');
  console.log(`  generating ${fmt(PATIENTS)} patients…`);
  const generatedAt = performance.now();
  await generate(db);
  const generateS = (performance.now() - generatedAt) / 1000;

  const { server, headers } = await startSignedIn(env, PROVIDER);
  const { rows } = await db.query('select max(id) as id from clinics');
  const clinicId = Number(rows[0].id);
  const floor = await startRosterFloor(databaseUrl, clinicId);
  onCleanup('stop the floor server', floor.stop);
  const targets = {
    account: `${server.url}/api/account`,
    search: `${server.url}/api/patients/search?keyword=cara12`,
    floor: floor.url,
    page: `${server.url}/api/patients?page=0&size=25`,
  };
  await assertAnswering(
    { search: targets.search, floor: targets.floor, page: targets.page },
    headers,
  );
  const results = await measureAll(targets, headers);
  return { patients: PATIENTS, generateS, results, plans: await plans(db, clinicId) };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('roster', roster);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const { account, search, floor, page } = result.results;
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
      loadRow(
        'floor: same statement, bare node:http',
        floor,
        `search p99 ${fmt(search.latencyP99Ms / floor.latencyP99Ms, 2)}× this`,
      ),
      loadRow('roster first page (25)', page, `${shareOf(page, account)} of account`),
    ],
  );
  console.log(`\nsearch plan:\n  ${result.plans.search.join('\n  ')}`);
  console.log(`\nfirst page plan:\n  ${result.plans.page.join('\n  ')}`);
  const file = await writeResults('roster', startedAt, { machine: machine(), ...result });
  console.log(`\nresults: ${file}`);
  // As every benchmark: 1 when a load run was invalid, whether or not the target was met.
  return [account, search, floor, page].every((x) => x.valid) ? 0 : 1;
}
