// One thread of benchmark clients (see socket-client-pool.mjs): opens its share of light sockets,
// then records the wall-clock time of each delivery of the event it was told to expect.
import { parentPort, workerData } from 'node:worker_threads';
import { connectLight } from './light-sockets.mjs';

const CONNECT_BATCH = 100;
/** @type {{ targets: { url: string, count: number }[], token: string }} */
const { targets, token } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const now = () => performance.timeOrigin + performance.now();

/** @type {{ encounterId: number, times: number[] } | null} */
let round = null;
/** @type {import('ws').WebSocket[]} */
const sockets = [];

function onEvent(/** @type {string} */ name, /** @type {any} */ payload) {
  if (name !== 'event' || !round || payload?.encounterId !== round.encounterId) return;
  round.times.push(now());
  if (round.times.length === sockets.length) {
    port.postMessage({ type: 'delivered', times: round.times });
    round = null;
  }
}

port.on('message', (/** @type {any} */ message) => {
  if (message.type === 'expect') {
    round = { encounterId: message.encounterId, times: [] };
    port.postMessage({ type: 'armed' });
  } else if (message.type === 'close') {
    for (const socket of sockets) socket.terminate();
    port.close();
  }
});

try {
  for (const { url, count } of targets) {
    for (let done = 0; done < count; done += CONNECT_BATCH) {
      const size = Math.min(CONNECT_BATCH, count - done);
      const batch = Array.from({ length: size }, () => connectLight(url, token, onEvent));
      sockets.push(...(await Promise.all(batch)));
    }
  }
  port.postMessage({ type: 'ready', sockets: sockets.length });
} catch (error) {
  port.postMessage({ type: 'failed', message: String(error) });
}
