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
