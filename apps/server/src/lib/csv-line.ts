import { formulaSafe } from './csv-formula-guard.js';

/**
 * One CSV line (RFC 4180) of text cells, each passed through the formula guard first. Written by
 * hand for the large exports: a page of rows becomes one string, which costs a third of what
 * csv-stringify's per-record stream does (bench/usage-report.mjs).
 */
export function csvLine(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    const cell = formulaSafe(cells[i] ?? '');
    if (i > 0) line += ',';
    line += /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  }
  return `${line}\r\n`;
}
