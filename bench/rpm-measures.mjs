// `npm run bench -- rpm-measures` (issue 23): one patient's 60 days of measures among 10,000
// monitored patients × 60 days × 8 kinds (4.8 million readings) on PostgreSQL,
// GET /api/remotecare/patients/:id/measure?from&to beside its floor: the statements the measures
// service sends (the caller's monitoring clinics, the patient's enrolment, the readings in range),
// captured from the built repositories and served by bare `node:http` + `pg`
// (lib/statement-floor.mjs), measured right after it; and GET /api/account in the same run.
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { onCleanup } from './lib/cleanup.mjs';
import { captureStatements, serverModule } from './lib/captured-statements.mjs';
import { BENCH_ADMIN, benchInstallation, startSignedIn } from './lib/installation.mjs';
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
import {
  generateReadings,
  generateRpmPeople,
  PARTNER_KEY,
  RPM_PROVIDER,
} from './lib/rpm-installation.mjs';
import { runBench } from './lib/run-bench.mjs';
import { startStatementFloor } from './lib/statement-floor.mjs';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
/** Issue 23: the measures' p99 within 1.25 times the floor's. */
const TARGET_RATIO = 1.25;
const PROVIDER = { ...RPM_PROVIDER, password: BENCH_ADMIN.password };
const DAY_MS = 86_400_000;

const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/** The measures service's statements for the patient over [from, to] (UTC days, both included). */
async function statementsOf(
  /** @type {{ clinicId: number, partnerId: number, patientId: number, from: string, to: string }} */ q,
) {
  const { monitoringClinics } = await serverModule(
    'modules/monitoring/clinic-partners.repository.js',
  );
  const { enrolmentsRepository } = await serverModule(
    'modules/monitoring/enrolments.repository.js',
  );
  const { readingsRepository } = await serverModule('modules/monitoring/readings.repository.js');
  const { clinicsScope } = await serverModule('lib/access/clinic-scope.js');
  return captureStatements(async (db) => {
    await monitoringClinics(db, clinicsScope([q.clinicId]));
    await enrolmentsRepository.of(db, q.partnerId, q.patientId);
    // As measures.service.ts's rangeOf: the end is the day after `to`, exclusive.
    await readingsRepository.listedInRange(db, {
      partnerId: q.partnerId,
      patientId: q.patientId,
      from: new Date(`${q.from}T00:00:00Z`),
      to: new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS),
    });
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of the readings statement, after five runs of it. */
async function plan(
  /** @type {import('pg').Client} */ db,
  /** @type {import('./lib/captured-statements.mjs').Statement} */ statement,
) {
  for (let i = 0; i < 5; i += 1) await db.query(statement.text, statement.values);
  const { rows } = await db.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
  return rows.map((r) => r['QUERY PLAN']);
}

async function rpmMeasures() {
  const { env, db, databaseUrl } = await benchInstallation('rpm-measures');
  console.log(`  generating ${fmt(PATIENTS)} patients × ${DAYS} days × 8 kinds…`);
  const generatedAt = performance.now();
  const { clinicId, partnerId } = await generateRpmPeople(db, PATIENTS);
  await generateReadings(db, DAYS, (day) => {
    if (day % 10 === 0)
      console.log(`    ${day} days to go (${fmt((performance.now() - generatedAt) / 1000)} s)`);
  });
  await db.query('vacuum analyze');
  const generateS = (performance.now() - generatedAt) / 1000;
  const { rows: sized } = await db.query(
    `select count(*)::int as readings, pg_total_relation_size('rpm_readings') as bytes from rpm_readings`,
  );

  const { server, headers } = await startSignedIn(env, PROVIDER);
  // A patient in the middle of the ids: their readings lie all over the table, as everyone's.
  const { rows } = await db.query(
    `select patient_id from rpm_enrolments order by patient_id offset $1 limit 1`,
    [Math.floor(PATIENTS / 2)],
  );
  const patientId = Number(rows[0].patient_id);
  const now = Date.now();
  const from = isoDay(now - DAYS * DAY_MS);
  const to = isoDay(now);
  const statements = await statementsOf({ clinicId, partnerId, patientId, from, to });
  const floor = await startStatementFloor({
    databaseUrl,
    statements,
    answerModule: fileURLToPath(new URL('./lib/rpm-measures-answer.mjs', import.meta.url)),
  });
  onCleanup('stop the floor server', floor.stop);
  const targets = {
    account: `${server.url}/api/account`,
    measures: `${server.url}/api/${PARTNER_KEY}/patients/${patientId}/measure?from=${from}&to=${to}`,
    floor: floor.url,
  };
  await assertAnswering({ measures: targets.measures, floor: targets.floor }, headers);
  const served = await (await fetch(targets.measures, { headers })).text();
  const answer = JSON.parse(served);
  if (!isDeepStrictEqual(answer, await (await fetch(targets.floor)).json())) {
    throw new Error("the floor's answer differs from the server's");
  }
  const rounds = await measureRounds(targets, headers);
  const readingsStatement = statements.at(-1);
  return {
    patients: PATIENTS,
    days: DAYS,
    readings: sized[0].readings,
    tableMiB: Number(sized[0].bytes) / 2 ** 20,
    generateS,
    rowsPerAnswer: answer.bloodPressure.length * 8,
    answerKiB: served.length / 1024,
    statements: statements.length,
    rounds,
    plan: readingsStatement ? await plan(db, readingsStatement) : [],
  };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('rpm-measures', rpmMeasures);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const ratios = result.rounds.map(
    ({ measures, floor }) => measures.latencyP99Ms / floor.latencyP99Ms,
  );
  const ratio = median(ratios);
  const valid = result.rounds.every((results) => Object.values(results).every((x) => x.valid));
  const met = valid && ratio <= TARGET_RATIO;
  for (const [r, { account, measures, floor }] of result.rounds.entries()) {
    printTable(`round ${r + 1} of ${result.rounds.length}`, [
      [...LOAD_HEADER, 'ratio'],
      loadRow('GET /api/account (yardstick)', account, '-'),
      loadRow(
        'measures, 60 days',
        measures,
        `p99 ${fmt(measures.latencyP99Ms / floor.latencyP99Ms, 2)}× floor's; ${shareOf(measures, account)} of account`,
      ),
      loadRow(
        `floor: same ${result.statements} statements, bare node:http`,
        floor,
        `${shareOf(measures, floor)} of this req/s`,
      ),
    ]);
  }
  printTable(
    `${fmt(result.readings)} readings (${fmt(result.patients)} patients × ${result.days} days × 8 kinds, ${fmt(result.tableMiB)} MiB, generated in ${fmt(result.generateS)} s); one answer: ${fmt(result.rowsPerAnswer)} readings, ${fmt(result.answerKiB)} KiB; ${LOAD.connections} connections, ${LOAD.durationS} s measured after ${LOAD.warmupS} s warm-up, ${result.rounds.length} rounds (even rounds in reverse order)`,
    [
      ['read', 'p99 / floor by round', 'median', 'req/s of floor, median', 'target'],
      [
        'measures, 60 days',
        ratios.map((x) => `${fmt(x, 2)}×`).join(' / '),
        `${fmt(ratio, 2)}×`,
        `${fmt(median(result.rounds.map(({ measures, floor }) => (100 * measures.requestsPerSec) / floor.requestsPerSec)), 1)}%`,
        `≤ ${TARGET_RATIO}×: ${met ? 'met' : 'MISSED'}`,
      ],
    ],
  );
  console.log(`\nreadings plan:\n  ${result.plan.join('\n  ')}`);
  const file = await writeResults('rpm-measures', startedAt, {
    machine: machine(),
    ...result,
    ratios,
    ratio,
    met,
  });
  console.log(`\nresults: ${file}`);
  return valid ? 0 : 1;
}
