import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback TCP proxy in front of PostgreSQL that a test can cut (every connection dropped,
 * new ones refused, like a server restart) and restore on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const newServer = () =>
    createServer((client) => {
      const upstream = createConnection(target);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  let server = newServer();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restore() {
      server = newServer();
      await listen(server, port);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
