// `npm run bench -- cluster`: through nginx (TLS) in front of two instances on PostgreSQL and Redis,
// the cluster test's own set-up (e2e/cluster/cluster.ts): GET /api/account and the upcoming list
// with two instances and with one (the other marked down in nginx), in the same run; then the p99
// of 50 connections of mixed load without a restart and during a rolling restart of both.
import { setTimeout as sleep } from 'node:timers/promises';
import { register } from 'tsx/esm/api';
import { LOAD } from './lib/load.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import { assertBuilt } from './lib/server.mjs';

// The harness is the cluster test's TypeScript: loaded through tsx, as the test runner does.
register();
const { startCluster, proxyURL } = await import('../e2e/cluster/cluster.ts');
const { mixedLoad, percentile } = await import('../e2e/cluster/mixed-load.ts');

const PROVIDER = { email: 'dr.rivera@clinicall.example', password: 'Clinicall1' };

/** The upcoming list (accepted visits over the next 30 days), as bench/scheduling.mjs reads it. */
function upcomingPath() {
  const now = new Date();
  const range = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    status: 'ACCEPTED',
  });
  return `/api/encounters?${range}`;
}

/**
 * 50 connections for `seconds` (after a thrown-away warm-up when `warmupS` is set).
 * @param {string} token
 * @param {(i: number) => import('../e2e/cluster/mixed-load.ts').LoadRequest} pick
 * @param {number} seconds
 * @param {() => Promise<void>} [during] runs alongside; the load stops when both are done
 */
async function drive(token, pick, seconds, during) {
  /** @type {() => void} */
  let finish = () => undefined;
  const stop = new Promise((resolve) => (finish = () => resolve(undefined)));
  const started = performance.now();
  const load = mixedLoad({ token, connections: LOAD.connections, pick, stop });
  await Promise.all([sleep(seconds * 1000), during?.()]);
  finish();
  const result = await load;
  const elapsedS = (performance.now() - started) / 1000;
  const total = Object.values(result.outcomes).reduce((n, c) => n + c, 0);
  const failed = Object.entries(result.outcomes)
    .filter(([outcome]) => !/ 2\d\d$/.test(outcome))
    .reduce((n, [, c]) => n + c, 0);
  return {
    requestsPerSec: total / elapsedS,
    latencyP50Ms: percentile(result.latenciesMs, 50),
    latencyP99Ms: percentile(result.latenciesMs, 99),
    total,
    failed,
    outcomes: result.outcomes,
  };
}

/** @param {string} token @param {string} path */
async function measureGet(token, path) {
  const pick = () => /** @type {const} */ ({ method: 'GET', path });
  await drive(token, pick, LOAD.warmupS);
  return drive(token, pick, LOAD.durationS);
}

export async function run() {
  assertBuilt();
  const startedAt = new Date();
  const cluster = await startCluster();
  try {
    const token = await signIn();
    const upcoming = upcomingPath();

    const two = {
      account: await measureGet(token, '/api/account'),
      upcoming: await measureGet(token, upcoming),
    };
    await cluster.setDown('b');
    const one = {
      account: await measureGet(token, '/api/account'),
      upcoming: await measureGet(token, upcoming),
    };
    await cluster.setDown(undefined);
    await sleep(1_000);

    const reads = ['/api/account', upcoming];
    /** @param {number} i */
    const mixed = (i) => /** @type {const} */ ({ method: 'GET', path: reads[i % 2] ?? '' });
    const steady = await drive(token, mixed, LOAD.durationS);
    const rolling = await drive(token, mixed, 1, async () => {
      for (const name of /** @type {const} */ (['a', 'b'])) {
        await cluster.setDown(name);
        await cluster.terminate(name);
        await cluster.startInstance(name);
        await cluster.setDown(undefined);
      }
    });

    const row = (/** @type {string} */ label, /** @type {any} */ x, /** @type {string} */ note) => [
      label,
      fmt(x.requestsPerSec),
      fmt(x.latencyP50Ms, 1),
      fmt(x.latencyP99Ms, 1),
      fmt(x.failed),
      note,
    ];
    printTable('Through nginx (TLS), 50 connections', [
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'note'],
      row('GET /api/account, two instances', two.account, ''),
      row('GET /api/account, one instance', one.account, ''),
      row('upcoming list, two instances', two.upcoming, ''),
      row('upcoming list, one instance', one.upcoming, ''),
      row('account + upcoming, steady', steady, 'two instances'),
      row('account + upcoming, rolling restart', rolling, 'both restarted in turn'),
    ]);
    const ratios = {
      accountTwoOverOne: two.account.requestsPerSec / one.account.requestsPerSec,
      upcomingTwoOverOne: two.upcoming.requestsPerSec / one.upcoming.requestsPerSec,
      p99RollingOverSteady: rolling.latencyP99Ms / steady.latencyP99Ms,
    };
    console.log(`\n${JSON.stringify(ratios)}`);
    const file = await writeResults('cluster', startedAt, {
      machine: machine(),
      load: LOAD,
      two,
      one,
      steady,
      rolling,
      ratios,
    });
    console.log(`\nresults: ${file}`);
    return rolling.failed === 0 ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

/** The provider's bearer token, asked through the proxy (its certificate is self-signed). */
async function signIn() {
  const { request, Agent } = await import('node:https');
  const agent = new Agent({ rejectUnauthorized: false });
  return new Promise((resolve, reject) => {
    const call = request(
      `${proxyURL}/api/authenticate`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          const token = /** @type {{ token?: string }} */ (JSON.parse(body)).token;
          if (token) resolve(token);
          else reject(new Error(`sign-in answered ${res.statusCode}`));
        });
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(PROVIDER));
  });
}
