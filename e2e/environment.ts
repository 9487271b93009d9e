import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ports and data folders are chosen once, in the runner process, and handed to the workers
 * through the environment (workers load the config again and must see the same values).
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

function once(name: string, make: () => string): string {
  process.env[name] ??= make();
  return process.env[name];
}

/** The servers' SUPPORT_EMAIL: the help texts must name the configured address (issue 21). */
export const supportEmail = 'help@clinicall.example';

export const mainPort = once('E2E_PORT', freePort);
export const idlePort = once('E2E_IDLE_PORT', freePort);
export const mainDataDir = once('E2E_DATA_DIR', () =>
  mkdtempSync(path.join(tmpdir(), 'clinicall-e2e-')),
);
export const idleDataDir = once('E2E_IDLE_DATA_DIR', () =>
  mkdtempSync(path.join(tmpdir(), 'clinicall-e2e-idle-')),
);

export const turnPort = once('E2E_TURN_PORT', freePort);

export const baseURL = `http://127.0.0.1:${mainPort}`;
export const idleBaseURL = `http://127.0.0.1:${idlePort}`;

/** The idle-logout journey runs against its own server with a short session duration. */
export const IDLE_SECONDS = 12;

/**
 * The main server's TURN: coturn on loopback with `use-auth-secret`, started by the room journey
 * that forces calls through it (until then the server's TURN URL leads nowhere, and calls go direct).
 */
export const turn = {
  port: turnPort,
  secret: 'e2e-turn-shared-secret',
  url: `turn:127.0.0.1:${turnPort}?transport=udp`,
};
