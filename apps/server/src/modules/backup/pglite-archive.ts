import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * PGlite's `dumpDataDir` archives its whole data directory, which is also DATA_DIR: the stored
 * files and, outside production, the generated `jwt-secret` and `hmac-secret`. A backup keeps
 * only PostgreSQL's own entries; files are copied apart and secrets only when asked for.
 */
const DATABASE_ENTRY = /^(PG_VERSION|base|global|pg_[\w.]+|postgresql(\.auto)?\.conf)$/;

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The gzipped tar archive with every entry outside PostgreSQL's data directory layout removed. */
export function keepDatabaseEntries(archive: Buffer): Buffer {
  const tar = gunzipSync(archive);
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = text(header, 0, 100);
    const prefix = text(header, 257, 5) === 'ustar' ? text(header, 345, 155) : '';
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const top = (prefix ? `${prefix}/${name}` : name).replace(/^[./]+/, '').split('/')[0] ?? '';
    if (DATABASE_ENTRY.test(top)) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(kept));
}
