// Authenticated Socket.IO clients that speak the Engine.IO v4 / Socket.IO v5 wire protocol over a
// bare WebSocket. The benchmark's thousands of clients share the machine with the servers they
// measure, so they do only what a delivery check needs: the handshake, answering heartbeats and
// reading event frames; a full socket.io-client per connection would charge its own parsing and
// event plumbing to the server's delivery latency.
import { WebSocket } from 'ws';

/**
 * Opens one socket; resolves once the server accepted the token for the default namespace.
 * `onEvent(name, payload)` is called for every event frame.
 */
export function connectLight(
  /** @type {string} */ baseUrl,
  /** @type {string} */ token,
  /** @type {(name: string, payload: unknown) => void} */ onEvent,
) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/socket/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    let accepted = false;
    ws.on('error', reject);
    ws.on('close', () => {
      if (!accepted) reject(new Error('closed before the handshake'));
    });
    ws.on('message', (/** @type {Buffer} */ data) => {
      const frame = data.toString();
      if (frame === '2') {
        ws.send('3');
      } else if (frame.startsWith('42')) {
        const [name, payload] = JSON.parse(frame.slice(2));
        onEvent(name, payload);
      } else if (frame.startsWith('0')) {
        ws.send(`40${JSON.stringify({ token })}`);
      } else if (frame.startsWith('40')) {
        accepted = true;
        resolve(ws);
      } else if (frame.startsWith('44')) {
        reject(new Error(`refused: ${frame.slice(2)}`));
      }
    });
  });
}
