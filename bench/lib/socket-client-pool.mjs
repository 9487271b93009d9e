// The realtime benchmark's clients, spread over worker threads. Thousands of clients in one thread
// would read the fan-out one frame after another, and the last socket's "latency" would mostly be
// the time that thread spent on the frames before it; real clients sit on their own machines. Each
// thread records when its deliveries arrived on a clock shared by every thread of the process
// (performance.timeOrigin + now()), so they subtract from the emitter's start.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

const workerFile = new URL('./socket-client-worker.mjs', import.meta.url);

/** Next message of `type` from a worker; rejects on a failure report or the worker's error. */
function next(/** @type {Worker} */ worker, /** @type {string} */ type) {
  return new Promise((resolve, reject) => {
    const onMessage = (/** @type {any} */ message) => {
      if (message.type === 'failed') finish(reject, new Error(message.message));
      else if (message.type === type) finish(resolve, message);
    };
    const onError = (/** @type {Error} */ error) => finish(reject, error);
    const finish = (/** @type {Function} */ settle, /** @type {unknown} */ value) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      settle(value);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
}

/**
 * Splits `count` sockets per server over `threads` workers and opens them all.
 * @param {{ servers: { url: string, count: number }[], token: string, threads: number }} options
 */
export async function openClientPool({ servers, token, threads }) {
  /** @type {{ url: string, count: number }[][]} */
  const shares = Array.from({ length: threads }, () => []);
  for (const { url, count } of servers) {
    for (let t = 0; t < threads; t += 1) {
      const share = Math.floor(count / threads) + (t < count % threads ? 1 : 0);
      if (share > 0) shares[t].push({ url, count: share });
    }
  }
  const workers = shares
    .filter((targets) => targets.length > 0)
    .map((targets) => new Worker(workerFile, { workerData: { targets, token } }));
  try {
    await Promise.all(workers.map((worker) => next(worker, 'ready')));
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
  return {
    /** Arms every thread for `encounterId`, runs `emit`, resolves with all delivery latencies (ms). */
    async deliver(/** @type {number} */ encounterId, /** @type {() => void} */ emit) {
      const armed = workers.map((worker) => next(worker, 'armed'));
      for (const worker of workers) worker.postMessage({ type: 'expect', encounterId });
      await Promise.all(armed);
      const delivered = workers.map((worker) => next(worker, 'delivered'));
      const start = performance.timeOrigin + performance.now();
      emit();
      const reports = /** @type {{ times: number[] }[]} */ (await Promise.all(delivered));
      return reports.flatMap((report) => report.times.map((time) => time - start));
    },
    async close() {
      for (const worker of workers) worker.postMessage({ type: 'close' });
      await Promise.all(workers.map((worker) => once(worker, 'exit')));
    },
  };
}
