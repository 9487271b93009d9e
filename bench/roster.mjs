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

/** What a match carries, as the roster repository reads it from the index that found it. */
const SHOWN = `user_id, last_key, first_key, email, first_name, last_name, image_path, gender,
  date_of_birth, family_owner_id`;

/** The page's rows and total, with each row's last appointment, as the roster repository writes them. */
const pageRows = (/** @type {string} */ total) => `
  select k.user_id, k.email, k.first_name, k.last_name, k.image_path, k.gender, k.date_of_birth,
    k.family_owner_id,
    (select max(e.start_time) from encounters e where e.patient_id = k.user_id
      and e.clinic_id in ($1) and e.status not in ('CANCELLED', 'DECLINED')
      and e.start_time <= now()) as last_appointment,
    ${total} as total
  from page_keys k
  order by k.last_key, k.first_key, k.user_id`;

/** A key starts with the word: a byte-order range with InitPlan bounds, as the repository writes a prefix. */
const starts = (/** @type {string} */ key) =>
  `${key} ~>=~ (select $2::text) and ${key} ~<~ (select $3::text)`;

/**
 * One word's branch: the matches of one key the branches before it did not find, so that in one
 * clinic UNION ALL appends them without deduplicating, as the repository does.
 */
const branch = (/** @type {string} */ key, /** @type {string[]} */ foundBefore) =>
  `select ${SHOWN} from patient_roster
  where clinic_id in ($1) and ${starts(key)}${foundBefore.map((k) => ` and not (${starts(k)})`).join('')}`;

/**
 * The plans of the search (one word: a prefix of the first name, last name or e-mail) and of the
 * first page, written as the roster repository writes them and run as the server runs them: a
 * prepared statement executed six times, after which PostgreSQL decides whether to keep a generic
 * plan (its index conditions then show `$n`, not the values).
 */
async function plans(/** @type {import('pg').Client} */ db) {
  const { rows } = await db.query('select max(id) as id from clinics');
  const clinicId = Number(rows[0].id);
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
    search: await explainPrepared(
      'roster_search',
      `with
      hits as (${branch('first_key', [])} union all ${branch('last_key', ['first_key'])}
        union all ${branch('email', ['first_key', 'last_key'])}),
      page_keys as (select * from hits order by last_key, first_key, user_id limit 26)
      ${pageRows('(select count(*) from hits)')}`,
      [clinicId, 'cara12', 'cara13'],
    ),
    page: await explainPrepared(
      'roster_page',
      `with
      page_keys as (select ${SHOWN} from patient_roster
        where clinic_id in ($1) order by last_key, first_key, user_id limit 26)
      ${pageRows('coalesce((select patients from clinic_patient_counts where clinic_id = $1), 0)')}`,
      [clinicId],
    ),
  };
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
  return { patients: PATIENTS, generateS, results, plans: await plans(db) };
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
  console.log(`\nsearch plan:\n  ${result.plans.search.join('\n  ')}`);
  console.log(`\nfirst page plan:\n  ${result.plans.page.join('\n  ')}`);
  const file = await writeResults('roster', startedAt, { machine: machine(), ...result });
  console.log(`\nresults: ${file}`);
  // As every benchmark: 1 when a load run was invalid, whether or not the target was met.
  return [account, search, page].every((x) => x.valid) ? 0 : 1;
}
