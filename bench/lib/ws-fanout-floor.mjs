// The realtime benchmark's yardstick for the fan-out: the same number of WebSocket connections on
// loopback, with nothing but the `ws` library on either end. One process (this script, as a child of
// the benchmark) sends one small text frame to every connection; its readers sit in a worker thread
// and record arrival times on the process-wide clock. What this costs on the machine at that moment
// (one socket write per connection, which on these VMs is a ~20 µs system call) is the floor under
// any server's fan-out; the benchmark prints the server's figures beside it.
import { once } from 'node:events';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WebSocket, WebSocketServer } from 'ws';

const now = () => performance.timeOrigin + performance.now();
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Reader thread: opens `count` connections, reports each round's arrival times. */
async function readers(/** @type {{ port: number, count: number }} */ { port, count }) {
  const out = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
  /** @type {number[]} */
  let times = [];
  const onMessage = () => {
    times.push(now());
    if (times.length === count) {
      out.postMessage({ type: 'delivered', times });
      times = [];
    }
  };
  for (let opened = 0; opened < count; opened += 100) {
    const batch = Array.from({ length: Math.min(100, count - opened) }, () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
      ws.on('message', onMessage);
      return once(ws, 'open');
    });
    await Promise.all(batch);
  }
  out.postMessage({ type: 'ready' });
}

/** Writer: `rounds` fan-outs of one frame to every connection; returns the arrival latencies. */
export async function measureFloor(/** @type {number} */ count, rounds = 5) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(server, 'listening');
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  const worker = new Worker(new URL(import.meta.url), { workerData: { port, count } });
  const next = () => once(worker, 'message').then(([message]) => message);
  await next();
  /** @type {number[]} */
  const latencies = [];
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const delivered = next();
    const frame = `42["event",{"type":"APPOINTMENT_STARTED","encounterId":${round}}]`;
    const startedAt = now();
    for (const client of server.clients) client.send(frame);
    const { times } = await delivered;
    latencies.push(...times.map((/** @type {number} */ t) => t - startedAt));
  }
  await worker.terminate();
  server.close();
  for (const client of server.clients) client.terminate();
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
  };
}

if (!isMainThread) await readers(workerData);
