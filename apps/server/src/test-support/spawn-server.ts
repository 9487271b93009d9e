import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export type SpawnedServer = {
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM to this child's own process id. */
  stop(): void;
};

/** Runs src/server.ts in its own Node process (through tsx), as `npm run dev` would. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/server.ts'],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return {
    output: () => chunks.join(''),
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    stop: () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
    },
  };
}

/** Polls GET /health until it answers 200, or throws with what the server printed. */
export async function waitHealthy(server: SpawnedServer, url: string, timeoutMs = 90_000) {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    const status = await fetch(`${url}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}
