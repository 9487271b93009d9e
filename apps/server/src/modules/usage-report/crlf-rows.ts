const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/**
 * PostgreSQL's CSV writer ends each row with LF; the report's lines end with CRLF (RFC 4180, as
 * `csvLine` writes them). Turns each LF outside a quoted cell into CRLF, chunk after chunk (the
 * quote state carries over, since a chunk may end inside a cell); a line break typed inside a
 * name stays as it was. A doubled quote inside a cell toggles twice, so it changes nothing.
 */
export function crlfRows(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const out = Buffer.allocUnsafe(chunk.length * 2);
    let n = 0;
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) out[n++] = CR;
      out[n++] = byte;
    }
    return out.subarray(0, n);
  };
}
