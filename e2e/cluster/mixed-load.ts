import { Agent, request } from 'node:https';
import { proxyURL } from './cluster.js';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: object };

export type LoadResult = {
  /** Answers by method and status (`GET 200`), or transport error (`POST error: …`). */
  outcomes: Record<string, number>;
  /** POSTs answered 2xx: each wrote exactly one row. */
  writes: number;
  /** Requests sent again after nginx closed their connection without reading them. */
  retried: number;
  latenciesMs: number[];
};

/** A request whose connection nginx closed before answering anything: it was never read. */
class ClosedUnread extends Error {}

function send(agent: Agent, token: string, next: LoadRequest) {
  return new Promise<number>((resolve, reject) => {
    const body = next.body ? JSON.stringify(next.body) : undefined;
    const call = request(
      `${proxyURL}${next.path}`,
      {
        agent,
        method: next.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    call.on('error', (error: Error & { code?: string }) => {
      const closedUnder = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      reject(closedUnder ? new ClosedUnread(error.code) : error);
    });
    call.end(body);
  });
}

/**
 * A reload retires nginx's workers, which close their client connections whose request they have
 * not read (a request read is answered first): such a request is sent once more on a new
 * connection, as browsers do on a reused one (over HTTP/2, which browsers use here, nginx says
 * GOAWAY instead and they resend what it did not take). The rows counted after the run show
 * that nothing was written twice.
 */
async function sendWithRetry(
  agents: { pooled: Agent; fresh: Agent },
  token: string,
  next: LoadRequest,
  retried: () => void,
) {
  try {
    return await send(agents.pooled, token, next);
  } catch (error) {
    if (!(error instanceof ClosedUnread)) throw error;
    retried();
    // Not from the pool: its other idle connections were closed by the same reload.
    return send(agents.fresh, token, next);
  }
}

/**
 * `connections` clients, each sending its next request as soon as the last one was answered,
 * through nginx over keep-alive TLS connections, until `stop` resolves. `pick(i)` chooses the
 * i-th request of the run (reads and writes mixed as the caller wants).
 */
export async function mixedLoad(options: {
  token: string;
  connections: number;
  pick: (i: number) => LoadRequest;
  stop: Promise<unknown>;
}): Promise<LoadResult> {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: options.connections,
    // The proxy's certificate is self-signed, made by the test.
    rejectUnauthorized: false,
  });
  const fresh = new Agent({ keepAlive: false, rejectUnauthorized: false });
  const result: LoadResult = { outcomes: {}, writes: 0, retried: 0, latenciesMs: [] };
  let stopped = false;
  void options.stop.then(() => (stopped = true));
  let count = 0;
  const client = async () => {
    while (!stopped) {
      const next = options.pick(count++);
      const started = performance.now();
      const outcome = await sendWithRetry({ pooled: agent, fresh }, options.token, next, () => {
        result.retried += 1;
      }).then(
        (status) => String(status),
        (error: Error & { code?: string }) => `error: ${error.code ?? error.message}`,
      );
      result.latenciesMs.push(performance.now() - started);
      const key = `${next.method} ${outcome}`;
      result.outcomes[key] = (result.outcomes[key] ?? 0) + 1;
      if (next.method === 'POST' && /^2\d\d$/.test(outcome)) result.writes += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  agent.destroy();
  fresh.destroy();
  return result;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
