// Drives load with autocannon's programmatic API and keeps only the figures we report.
import autocannon from 'autocannon';

/**
 * @typedef {{ durationS: number, connections: number, requestsPerSec: number, latencyP50Ms: number,
 *   latencyP99Ms: number, total2xx: number, non2xx: number, errors: number, timeouts: number,
 *   valid: boolean }} LoadResult
 */

/**
 * @param {{ url: string, headers: Record<string, string>, connections: number, durationS: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function measure({ url, headers, connections, durationS }) {
  const result = await autocannon({ url, headers, connections, duration: durationS });
  const non2xx = result.non2xx;
  return {
    durationS,
    connections,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total2xx: result['2xx'],
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    // Error answers are fast and would inflate the figure: a run with any of them proves nothing.
    valid: non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result['2xx'] > 0,
  };
}

/** The load every benchmark drives: 50 connections, BENCH_WARMUP and BENCH_DURATION seconds. */
export const LOAD = {
  connections: 50,
  warmupS: Number(process.env.BENCH_WARMUP ?? 3),
  durationS: Number(process.env.BENCH_DURATION ?? 10),
  /** Rounds of a comparison measured by `measureRounds` (BENCH_ROUNDS). */
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};

/**
 * Measures each URL in turn after a warm-up that is thrown away, in the same run, so their figures
 * compare (these machines swing by a factor of 3 from hour to hour).
 * @template {string} K
 * @param {Record<K, string>} targets
 * @param {Record<string, string>} headers
 * @returns {Promise<Record<K, LoadResult>>}
 */
export async function measureAll(targets, headers) {
  const results = /** @type {Record<K, LoadResult>} */ ({});
  for (const [label, url] of /** @type {Array<[K, string]>} */ (Object.entries(targets))) {
    await measure({ url, headers, connections: LOAD.connections, durationS: LOAD.warmupS });
    results[label] = await measure({
      url,
      headers,
      connections: LOAD.connections,
      durationS: LOAD.durationS,
    });
  }
  return results;
}

/**
 * Throws unless each URL answers 200 once: a failing target would be measured as fast errors.
 * @param {Record<string, string>} targets
 * @param {Record<string, string>} headers
 */
export async function assertAnswering(targets, headers) {
  for (const [label, url] of Object.entries(targets)) {
    const answered = await fetch(url, { headers });
    if (answered.status !== 200) throw new Error(`${label} answered ${answered.status}`);
  }
}

/**
 * `measureAll` over `LOAD.rounds` rounds, odd rounds in the targets' order and even rounds
 * reversed, so each side of a comparison (a server and its floor, listed next to each other) gets
 * the early and the late turn alike: within minutes these machines swing more than the difference
 * measured. A verdict then takes the median of the rounds' ratios (`median`).
 * @template {string} K
 * @param {Record<K, string>} targets
 * @param {Record<string, string>} headers
 * @returns {Promise<Array<Record<K, LoadResult>>>}
 */
export async function measureRounds(targets, headers) {
  const rounds = [];
  for (let round = 1; round <= LOAD.rounds; round += 1) {
    const entries = Object.entries(targets);
    const ordered = round % 2 === 1 ? entries : entries.reverse();
    console.log(`  round ${round} of ${LOAD.rounds}…`);
    rounds.push(
      await measureAll(/** @type {Record<K, string>} */ (Object.fromEntries(ordered)), headers),
    );
  }
  return rounds;
}

/** The median of `values` (the lower middle one of an even count). */
export function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
