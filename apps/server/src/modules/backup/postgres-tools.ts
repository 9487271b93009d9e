import { spawn } from 'node:child_process';

/**
 * libpq's settings for a DATABASE_URL, so `pg_dump` and `pg_restore` get the password through
 * their environment, never on a command line that `ps` shows. No user means `postgres`, as the
 * server's own connection does.
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const sslmode = url.searchParams.get('sslmode');
  return {
    PATH: process.env.PATH,
    PGHOST: url.searchParams.get('host') ?? (url.hostname || '127.0.0.1'),
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username) || 'postgres',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  };
}

/** Runs a PostgreSQL client program; rejects with the end of what it printed on failure. */
export function runTool(command: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`
            : `${command} could not be started (${error.code ?? error.message})`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
