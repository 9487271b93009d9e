// `npm run bench -- clinic-features`: the per-request read of a clinic's feature switches (issue 20
// point 4), GET /api/account/clinic-features, against GET /api/account in the same run, taking turns,
// on PostgreSQL. Both authenticate the same way; the first also reads the caller's clinic switches.
// A third figure has the clinic's switches flipped ten times a second meanwhile (each flip empties
// every instance's cache for that clinic, so some requests read the database again).
import { clinicStep, membershipsStep, providerStep } from './lib/generator-steps.mjs';
import {
  BENCH_ADMIN,
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { assertAnswering, measureAll } from './lib/load.mjs';
import { LOAD_HEADER, fmt, loadRow, machine, printTable, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const PROVIDER = { email: 'switches@bench.example', password: BENCH_ADMIN.password };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Issue 20: the switch read costs no more than 5 % of GET /api/account's throughput. */
const TARGET_SHARE = 0.95;
const FLIPS_PER_SECOND = 10;

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

async function switches() {
  const { env, db } = await benchInstallation('clinic-features');
  const hash = await sharedPasswordHash(db);
  await runSteps(db, [
    clinicStep('Switches clinic'),
    providerStep(PROVIDER.email, hash, { firstName: 'Swi', lastName: 'Tches' }),
    membershipsStep('%@bench.example'),
  ]);
  const { server, headers } = await startSignedIn(env, PROVIDER);
  const targets = {
    account: `${server.url}/api/account`,
    features: `${server.url}/api/account/clinic-features`,
  };
  await assertAnswering(targets, headers);
  const seen = await (await fetch(targets.features, { headers })).json();
  if (seen.clinics.length !== 1) throw new Error('the provider should read one clinic’s switches');

  /** @type {Array<Awaited<ReturnType<typeof measureAll<'account' | 'features'>>>>} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating which goes first, so neither always gets the warmer machine.
    const order =
      round % 2 === 0
        ? { account: targets.account, features: targets.features }
        : { features: targets.features, account: targets.account };
    rounds.push(await measureAll(order, headers));
  }

  // The same read while the super admin (here: SQL) keeps flipping the clinic's switches.
  let flips = 0;
  const timer = setInterval(() => {
    flips += 1;
    void db.query('update clinics set allow_mute_all = not allow_mute_all where name = $1', [
      'Switches clinic',
    ]);
  }, 1000 / FLIPS_PER_SECOND);
  const flipping = await measureAll({ features: targets.features }, headers);
  clearInterval(timer);

  const shares = rounds.map((r) => r.features.requestsPerSec / r.account.requestsPerSec);
  return { rounds, shares, share: median(shares), flipping: flipping.features, flips };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('clinic-features', switches);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const valid =
    result.rounds.every((r) => r.account.valid && r.features.valid) && result.flipping.valid;
  const met = valid && result.share >= TARGET_SHARE;
  printTable(`the caller's clinic switches per request, ${ROUNDS} rounds taking turns`, [
    [...LOAD_HEADER, 'share of account'],
    ...result.rounds.flatMap((r, i) => [
      loadRow(`round ${i + 1}: GET /api/account`, r.account, '100%'),
      loadRow(
        `round ${i + 1}: GET /api/account/clinic-features`,
        r.features,
        `${fmt(result.shares[i] * 100, 1)}%`,
      ),
    ]),
    loadRow(
      `clinic-features, switches flipped ${FLIPS_PER_SECOND}/s`,
      result.flipping,
      `${fmt((result.flipping.requestsPerSec / result.rounds.at(-1).account.requestsPerSec) * 100, 1)}% of the last round's account`,
    ),
  ]);
  console.log(
    `\nmedian share ${fmt(result.share * 100, 1)}% (target ≥ ${TARGET_SHARE * 100}%): ${met ? 'met' : 'MISSED'}`,
  );
  const file = await writeResults('clinic-features', startedAt, {
    machine: machine(),
    target: { shareOfAccount: TARGET_SHARE },
    ...result,
    met,
  });
  console.log(`results: ${file}`);
  return met ? 0 : 1;
}
