import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One client connection and, once it is let through, its connection to the target. */
type Pair = { client: Socket; upstream?: Socket };

/**
 * A loopback TCP proxy in front of PostgreSQL that a test controls: `cut` drops every connection
 * and refuses new ones (a server restart), `pause` holds new ones unanswered, as a stopped
 * (SIGSTOP) server whose kernel still accepts them, and `resume` lets them through.
 */
export async function startTcpProxy(target: { host: string; port: number }, fixedPort = 0) {
  const pairs = new Set<Pair>();
  let paused = false;

  const destroy = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const forward = (pair: Pair) => {
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('error', () => destroy(pair));
    upstream.on('close', () => destroy(pair));
    pair.client.pipe(upstream).pipe(pair.client);
  };

  /** Stops carrying bytes either way; what was sent waits in the sockets' buffers. */
  const freeze = (pair: Pair) => {
    if (!pair.upstream) return;
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };

  const newServer = () =>
    createServer((client) => {
      const pair: Pair = { client };
      pairs.add(pair);
      client.on('error', () => destroy(pair));
      client.on('close', () => destroy(pair));
      // Held: the client's bytes stay unread until `resume`, or until it gives up and closes.
      if (paused) client.pause();
      else forward(pair);
    });
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  let server = newServer();
  await listen(server, fixedPort);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      for (const pair of pairs) destroy(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restore() {
      server = newServer();
      await listen(server, port);
    },
    /**
     * The database stops answering. `drop`: the open connections are ended first (their sessions
     * terminated, their transactions rolled back); otherwise they hang as well.
     */
    pause(options: { drop: boolean }) {
      paused = true;
      for (const pair of pairs) {
        if (options.drop) destroy(pair);
        else freeze(pair);
      }
    },
    /** The held connections reach the database; frozen ones carry on where they stopped. */
    resume() {
      paused = false;
      for (const pair of pairs) {
        if (!pair.upstream) {
          forward(pair);
          continue;
        }
        pair.client.pipe(pair.upstream).pipe(pair.client);
      }
    },
    /** Client connections open through the proxy, held ones included. */
    connections: () => pairs.size,
    close() {
      for (const pair of pairs) destroy(pair);
      server.close();
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
