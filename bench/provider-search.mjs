// `npm run bench -- provider-search` (issue 22): the provider network's search across 2,000
// providers in 50 clinics on PostgreSQL, with its filters (keyword, specialty, "Only My Clinic",
// "Only Non-Connections"), each beside its floor: the statement the server's provider-search
// repository sends for that search, captured from the built repository and served by bare
// `node:http` + `pg` (lib/statement-floor.mjs), measured right after it in the same run; and
// GET /api/account measured in the same run.
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { onCleanup } from './lib/cleanup.mjs';
import { captureStatements, serverModule } from './lib/captured-statements.mjs';
import {
  BENCH_ADMIN,
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { assertAnswering, LOAD, measureRounds, median } from './lib/load.mjs';
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
import { startStatementFloor } from './lib/statement-floor.mjs';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 2_000);
const CLINICS = 50;
/** Patients share `users` with the providers, as in a real installation. */
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
/** The signed-in provider's connections. */
const CONNECTIONS = 200;
/** Issue 22: the search's p99 within 1.25 times its floor's. */
const TARGET_RATIO = 1.25;
const SEARCHER = { email: 'network-searcher@bench.example', password: BENCH_ADMIN.password };
const FIRST_NAMES = ['Ada', 'Bo', 'Cyrus', 'Dana', 'Emil', 'Fern', 'Gale', 'Hugo', 'Iris', 'Jude'];
const LAST_NAMES = [
  'Anderson',
  'Brown',
  'Carlsson',
  'Dawson',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Johnson',
  'Kim',
  'Larsen',
  'Moreno',
  'Nelson',
  'Olsen',
  'Park',
  'Quinn',
  'Robinson',
  'Silva',
  'Tanaka',
];
const SPECIALTIES = [
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'Family Medicine',
  'Gastroenterology',
  'Internal Medicine',
  'Neurology',
  'Oncology',
  'Pediatrics',
  'Psychiatry',
  'Pulmonology',
  'Rheumatology',
];

/**
 * The searches measured: the route and query the web app sends, and the filter the route hands the
 * repository (`provider-network.routes.ts`: `onlyNonConnections` becomes `connections: false`).
 */
const SEARCHES = [
  {
    label: 'keyword "son", whole network',
    query: 'keyword=son&page=0',
    filter: { keyword: 'son' },
  },
  {
    label: 'keyword + specialty + non-connections',
    query: 'keyword=son&specialty=Cardiology&onlyNonConnections=true&page=0',
    filter: { keyword: 'son', specialty: 'Cardiology', connections: false },
  },
  {
    label: 'only my clinic + non-connections',
    query: 'onlyMyClinic=true&onlyNonConnections=true&page=0',
    filter: { onlyMyClinic: true, connections: false },
  },
];

/** 50 network clinics, 2,000 providers (a tenth in two clinics), patients, connections. */
async function generate(/** @type {import('pg').Client} */ db) {
  const hash = await sharedPasswordHash(db);
  /** @type {Array<[string, unknown[]]>} */
  const steps = [
    [
      `insert into clinics (name, description, clinic_type, provider_network_enabled)
      select 'Network clinic ' || i, 'Bench', 'Primary care', true from generate_series(1, $1::int) i`,
      [CLINICS],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      values ($1, $2, 'ROLE_PROVIDER', 'Nora', 'Network')`,
      [SEARCHER.email, hash],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'provider' || i || '@bench.example', $2, 'ROLE_PROVIDER',
        ($3::text[])[1 + i % array_length($3::text[], 1)],
        ($4::text[])[1 + (i / 3) % array_length($4::text[], 1)]
      from generate_series(1, $1::int) i`,
      [PROVIDERS, hash, FIRST_NAMES, LAST_NAMES],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'np' || i || '@bench.example', $2, 'ROLE_PATIENT', 'Pa' || i, 'Tient'
      from generate_series(1, $1::int) i`,
      [PATIENTS, hash],
    ],
    // Clinic k of the bench's n is the k-th of the generated clinics, by id.
    [
      `with c as (select id, row_number() over (order by id) - 1 as k from clinics where name like 'Network clinic %'),
        u as (select id, role, row_number() over (order by id) - 1 as k from users where email like '%@bench.example')
      insert into clinic_memberships (user_id, clinic_id, role)
      select u.id, c.id, u.role from u join c on c.k = u.k % $1
      union all
      select u.id, c.id, u.role from u join c on c.k = (u.k + 7) % $1
      where u.role = 'ROLE_PROVIDER' and u.k % 10 = 3`,
      [CLINICS],
    ],
    [
      `insert into provider_profiles (user_id, primary_specialty, preferred, specialties)
      select u.id, ($1::text[])[1 + u.id % array_length($1::text[], 1)], u.id % 7 = 0,
        jsonb_build_array(($1::text[])[1 + (u.id / 5) % array_length($1::text[], 1)])
      from users u where u.role = 'ROLE_PROVIDER' and u.email like '%@bench.example'`,
      [SPECIALTIES],
    ],
    [
      `insert into provider_relationships (provider_id, connected_provider_id)
      select s.id, u.id from users s, users u
      where s.email = $1 and u.role = 'ROLE_PROVIDER' and u.id <> s.id and u.id % 10 = 0
      order by u.id limit $2`,
      [SEARCHER.email, CONNECTIONS],
    ],
    ['vacuum analyze', []],
  ];
  await runSteps(db, steps);
}

/** The statement the built repository sends for each search, for the searcher in their clinics. */
async function statementsOf(/** @type {number} */ searcherId, /** @type {number[]} */ clinicIds) {
  const { searchProviders } = await serverModule(
    'modules/provider-network/provider-search.repository.js',
  );
  const { clinicsScope } = await serverModule('lib/access/clinic-scope.js');
  return Promise.all(
    SEARCHES.map(({ filter }) =>
      captureStatements((db) =>
        searchProviders(db, searcherId, clinicsScope(clinicIds), filter, 0),
      ),
    ),
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement, after five runs of it. */
async function plans(
  /** @type {import('pg').Client} */ db,
  /** @type {import('./lib/captured-statements.mjs').Statement[][]} */ statements,
) {
  const out = [];
  for (const [statement] of statements) {
    if (!statement) continue;
    for (let i = 0; i < 5; i += 1) await db.query(statement.text, statement.values);
    const { rows } = await db.query(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    out.push(rows.map((r) => r['QUERY PLAN']));
  }
  return out;
}

async function providerSearch() {
  const { env, db, databaseUrl } = await benchInstallation('provider-search');
  console.log(`  generating ${fmt(PROVIDERS)} providers in ${CLINICS} clinics…`);
  const generatedAt = performance.now();
  await generate(db);
  const generateS = (performance.now() - generatedAt) / 1000;

  const { server, headers } = await startSignedIn(env, SEARCHER);
  const { rows } = await db.query(
    `select u.id, array_agg(m.clinic_id order by m.clinic_id) as clinics
    from users u join clinic_memberships m on m.user_id = u.id where u.email = $1 group by u.id`,
    [SEARCHER.email],
  );
  const searcherId = Number(rows[0].id);
  const statements = await statementsOf(searcherId, rows[0].clinics.map(Number));
  /** @type {Record<string, string>} */
  const targets = { account: `${server.url}/api/account` };
  for (const [i, search] of SEARCHES.entries()) {
    const [only, ...more] = statements[i] ?? [];
    if (!only || more.length > 0) throw new Error(`${search.label}: expected one statement`);
    const floor = await startStatementFloor({
      databaseUrl,
      statements: [only],
      answerModule: fileURLToPath(new URL('./lib/provider-search-answer.mjs', import.meta.url)),
    });
    onCleanup(`stop the floor of ${search.label}`, floor.stop);
    targets[`search${i}`] = `${server.url}/api/searchInProvidersOnRel?${search.query}`;
    targets[`floor${i}`] = floor.url;
  }
  await assertAnswering(targets, headers);
  const totals = await Promise.all(
    SEARCHES.map(async (_, i) => {
      const page = await (await fetch(targets[`search${i}`] ?? '', { headers })).json();
      const floorPage = await (await fetch(targets[`floor${i}`] ?? '')).json();
      if (!isDeepStrictEqual(page, floorPage)) {
        throw new Error(`search ${i}: the floor's answer differs from the server's`);
      }
      return page.total;
    }),
  );
  const rounds = await measureRounds(targets, headers);
  return {
    providers: PROVIDERS,
    clinics: CLINICS,
    patients: PATIENTS,
    generateS,
    totals,
    rounds,
    plans: await plans(db, statements),
  };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('provider-search', providerSearch);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  for (const [r, results] of result.rounds.entries()) {
    const { account } = results;
    const rows = [[...LOAD_HEADER, 'ratio'], loadRow('GET /api/account (yardstick)', account, '-')];
    for (const [i, search] of SEARCHES.entries()) {
      const served = results[`search${i}`];
      const floor = results[`floor${i}`];
      rows.push(
        loadRow(
          `${search.label} (${fmt(result.totals[i])} found)`,
          served,
          `p99 ${fmt(served.latencyP99Ms / floor.latencyP99Ms, 2)}× floor's; ${shareOf(served, account)} of account`,
        ),
        loadRow(
          '  floor: same statement, bare node:http',
          floor,
          `${shareOf(served, floor)} of this req/s`,
        ),
      );
    }
    printTable(`round ${r + 1} of ${result.rounds.length}`, rows);
  }
  /** @type {Array<{ label: string, ratios: number[], ratio: number, met: boolean }>} */
  const verdicts = [];
  const summary = [
    ['search', 'p99 / floor by round', 'median', 'req/s of floor, median', 'target'],
  ];
  for (const [i, search] of SEARCHES.entries()) {
    const pairs = result.rounds.map((results) => [results[`search${i}`], results[`floor${i}`]]);
    const ratios = pairs.map(([served, floor]) => served.latencyP99Ms / floor.latencyP99Ms);
    const ratio = median(ratios);
    const valid = pairs.every(([served, floor]) => served.valid && floor.valid);
    const met = valid && ratio <= TARGET_RATIO;
    verdicts.push({ label: search.label, ratios, ratio, met });
    summary.push([
      search.label,
      ratios.map((x) => `${fmt(x, 2)}×`).join(' / '),
      `${fmt(ratio, 2)}×`,
      `${fmt(median(pairs.map(([served, floor]) => (100 * served.requestsPerSec) / floor.requestsPerSec)), 1)}%`,
      `≤ ${TARGET_RATIO}×: ${met ? 'met' : 'MISSED'}`,
    ]);
  }
  printTable(
    `${fmt(result.providers)} providers in ${result.clinics} network clinics, ${fmt(result.patients)} patients (generated in ${fmt(result.generateS)} s); ${LOAD.connections} connections, ${LOAD.durationS} s measured after ${LOAD.warmupS} s warm-up, ${result.rounds.length} rounds (even rounds in reverse order)`,
    summary,
  );
  for (const [i, plan] of result.plans.entries()) {
    console.log(`\nplan of "${SEARCHES[i]?.label}":\n  ${plan.join('\n  ')}`);
  }
  const file = await writeResults('provider-search', startedAt, {
    machine: machine(),
    ...result,
    verdicts,
  });
  console.log(`\nresults: ${file}`);
  return result.rounds.every((results) => Object.values(results).every((x) => x.valid)) ? 0 : 1;
}
