import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createSocket } from 'node:dgram';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { turn } from '../environment.js';

/** A STUN binding request: coturn answers it once it listens. */
const BINDING_REQUEST = Buffer.from('000100002112a442' + '0123456789abcdef01234567', 'hex');

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (up: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(up);
    };
    const timer = setTimeout(() => done(false), 300);
    socket.once('message', () => done(true));
    socket.send(BINDING_REQUEST, port, '127.0.0.1');
  });
}

/**
 * Debian's coturn on loopback with the shared secret the server derives TURN credentials from
 * (TURN REST, `use-auth-secret`), its state in a folder of its own. Resolves once it answers.
 */
export async function startCoturn(): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinicall-coturn-'));
  const server = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${turn.port}`,
      '--use-auth-secret',
      `--static-auth-secret=${turn.secret}`,
      '--realm=clinicall.test',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      // Both browsers' relays live on loopback: coturn refuses such peers unless told otherwise.
      '--allow-loopback-peers',
      `--db=${path.join(dir, 'turndb')}`,
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    if (await answers(Number(turn.port))) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`turnserver does not answer on 127.0.0.1:${turn.port}`);
}
