// Plain-text tables for the terminal and a JSON file under bench/results.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

/**
 * Prints rows as an aligned table; the first row is the header.
 * @param {string} title
 * @param {Array<Array<string>>} rows
 */
export function printTable(title, rows) {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(rows[0] ?? []));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

/** Formats a number with thousands separators and fixed decimals. */
export const fmt = (/** @type {number} */ value, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The machine the figures came from, stored beside them. */
export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    commit: gitCommit(),
  };
}

/**
 * Writes `bench/results/<name>-<ISO timestamp>.json` (colons become dashes) and returns its path.
 * @param {string} name
 * @param {Date} startedAt
 * @param {unknown} data
 */
export async function writeResults(name, startedAt, data) {
  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replaceAll(':', '-');
  const file = path.join(resultsDir, `${name}-${stamp}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/**
 * One measured request as a table row: req/s, p50, p99, failures, validity, then `note`.
 * @param {string} label
 * @param {import('./load.mjs').LoadResult} x
 * @param {string} note
 */
export const loadRow = (label, x, note) => [
  label,
  fmt(x.requestsPerSec),
  fmt(x.latencyP50Ms, 1),
  fmt(x.latencyP99Ms, 1),
  fmt(x.non2xx + x.errors),
  x.valid ? 'yes' : 'INVALID',
  note,
];

/** The header of the rows `loadRow` makes. */
export const LOAD_HEADER = ['request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx+errors', 'valid'];

/**
 * A request's throughput as a share of the yardstick's, measured in the same run.
 * @param {import('./load.mjs').LoadResult} x
 * @param {import('./load.mjs').LoadResult} yardstick
 */
export const shareOf = (x, yardstick) =>
  `${fmt((x.requestsPerSec / yardstick.requestsPerSec) * 100, 1)}%`;
