// The statements the built server's repositories send, captured rather than copied: a repository
// function of `apps/server/dist` is called with a Drizzle database whose driver records each
// query (text and parameters as node-postgres would receive them) and answers no rows. A floor
// server then runs exactly those statements, so it cannot drift from the repository it stands for.
// The recording client passes for a `pg` pool, so a repository that sends a statement straight to
// the pool as array rows (`db/array-query.ts`) is recorded too.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ownRoot } from './server.mjs';

/**
 * @typedef {{ text: string, values: unknown[], rowMode?: string }} Statement
 */

/**
 * Runs `work` with a recording database and answers the statements it sent, in order.
 * @param {(db: unknown) => Promise<unknown>} work
 * @returns {Promise<Statement[]>}
 */
export async function captureStatements(work) {
  /** @type {Statement[]} */
  const seen = [];
  const client = Object.assign(Object.create(pg.Pool.prototype), {
    /** @param {{ text: string, values?: unknown[], rowMode?: string }} config @param {unknown[]} values */
    query: async (config, values = []) => {
      seen.push({
        text: config.text,
        values: config.values ?? values,
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
      });
      return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
    },
  });
  await work(drizzle(/** @type {never} */ (client)));
  return seen;
}

/**
 * Imports a module of the built server (`apps/server/dist/...`), e.g. a repository.
 * @param {string} distPath the path under apps/server/dist
 */
export const serverModule = (distPath) =>
  import(pathToFileURL(path.join(ownRoot, 'apps/server/dist', distPath)).href);
