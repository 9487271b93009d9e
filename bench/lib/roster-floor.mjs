// The roster benchmark's yardstick for the search: the same statement and the same answer, served by
// nothing but `node:http` and a `pg` pool of the server's size (10) in a child process, with no
// framework, sign-in, access check or validation. What it costs on the machine at that moment (the
// statement in PostgreSQL, a loopback round trip to it, one answer written to autocannon, all on
// the two cores autocannon shares) is the floor under the server's search; the benchmark prints
// the server's figures beside it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { searchStatement } from './roster-statements.mjs';

const self = fileURLToPath(import.meta.url);

/** Child: answers every request with the search's first page, as the server's roster answer. */
async function serve(/** @type {string} */ databaseUrl, /** @type {number} */ clinicId) {
  // As the server reads them: dates and timestamps as the database writes them.
  for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value) => value);
  const pool = new pg.Pool({ connectionString: databaseUrl, user: 'postgres', max: 10 });
  const query = { name: 'roster_floor', text: searchStatement, rowMode: 'array' };
  const values = [clinicId, 'cara12', 'cara13'];
  const server = createServer(async (_request, response) => {
    try {
      const { rows } = await pool.query({ ...query, values });
      const content = rows.slice(0, 25).map((r) => ({
        id: r[1],
        email: r[2],
        firstName: r[3],
        lastName: r[4],
        gender: r[6],
        dateOfBirth: r[7],
        imagePath: r[5],
        lastAppointmentDate: r[9] ? new Date(r[9]).toISOString() : null,
        isFamilyMember: r[8] !== null,
        headPatientId: r[8],
      }));
      const body = JSON.stringify({
        content,
        last: rows.length <= 25,
        totalElements: rows[0]?.[0] ?? 0,
      });
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
 * Starts the floor server on the bench database; its URL answers the search "cara12".
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRosterFloor(
  /** @type {string} */ databaseUrl,
  /** @type {number} */ clinicId,
) {
  const child = spawn(process.execPath, [self, databaseUrl, String(clinicId)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${String(chunk).trim()}/`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}

if (process.argv[1] === self) void serve(process.argv[2] ?? '', Number(process.argv[3]));
