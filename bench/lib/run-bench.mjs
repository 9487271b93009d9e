// The frame of every PostgreSQL benchmark: built server checked, work run, clean-up always.
import { cleanupAll } from './cleanup.mjs';
import { assertBuilt } from './server.mjs';

/**
 * Runs a benchmark's work once the server is built, cleans up whatever happens, and reports a
 * failure; answers the work's result, or null when it failed.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, startedAt: Date } | null>}
 */
export async function runBench(name, work) {
  try {
    assertBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return null;
  }
  const startedAt = new Date();
  console.log(`${name} benchmark (PostgreSQL on loopback; the load generator shares the cores)`);
  try {
    return { result: await work(), startedAt };
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
    return null;
  } finally {
    await cleanupAll();
  }
}
