// A floor server for any read: the statements a repository sent (see captured-statements.mjs),
// run one after another as the service runs them, on a `pg` pool of the server's size (10), as
// node-postgres runs Drizzle's queries (unnamed, timestamps left as text), behind nothing but
// `node:http`: no framework, sign-in, access check, audit or validation. The answer is built by a
// module of the benchmark's own (`answer(rowsOfEachStatement)`), as close to the server's as it
// can be written by hand. What this costs on the machine at that moment is the floor under the
// server's request; benchmarks print the server's figures beside it, measured in the same run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const self = fileURLToPath(import.meta.url);

/** As Drizzle's node-postgres driver reads them: timestamps, dates and intervals as text. */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: (/** @type {number} */ oid, /** @type {any} */ format) =>
    RAW_TYPES.has(oid) ? (/** @type {string} */ v) => v : pg.types.getTypeParser(oid, format),
};

/** Child: every request runs the statements and answers with the module's answer. */
async function serve(/** @type {string} */ configJson) {
  /** @type {{ databaseUrl: string, statements: import('./captured-statements.mjs').Statement[], answerModule: string }} */
  const config = JSON.parse(configJson);
  const { answer } = await import(pathToFileURL(config.answerModule).href);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, user: 'postgres', max: 10 });
  const queries = config.statements.map((s) => ({
    text: s.text,
    types,
    ...(s.rowMode ? { rowMode: s.rowMode } : {}),
  }));
  const server = createServer(async (_request, response) => {
    try {
      /** @type {unknown[][]} */
      const results = [];
      for (const [i, query] of queries.entries()) {
        const { rows } = await pool.query(query, config.statements[i]?.values ?? []);
        results.push(rows);
      }
      const body = JSON.stringify(answer(results));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
}

/**
 * Starts a floor server; its one URL answers every request.
 * @param {{ databaseUrl: string, statements: import('./captured-statements.mjs').Statement[], answerModule: string }} config
 * @returns {Promise<{ url: string, pid: number | undefined, stop: () => Promise<void> }>}
 */
export async function startStatementFloor(config) {
  const child = spawn(process.execPath, [self, JSON.stringify(config)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${String(chunk).trim()}/`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}

if (process.argv[1] === self) void serve(process.argv[2] ?? '{}');
