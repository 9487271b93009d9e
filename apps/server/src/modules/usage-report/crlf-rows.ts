/**
 * PostgreSQL's CSV writer ends each row with LF; the report's lines end with CRLF (RFC 4180, as
 * `csvLine` writes them). Turns each LF outside a quoted cell into CRLF, chunk after chunk (the
 * quote state carries over, since a chunk may end inside a cell); a line break typed inside a name
 * stays as it was. The chunk is split at its quotes, so the work is native string operations per
 * chunk, not JavaScript per byte or per row (that cost a second and more per million rows): the
 * pieces alternate outside and inside a quoted cell, and a doubled quote inside a cell only adds
 * an empty piece. Latin-1 maps every byte to one character and back, and in UTF-8 the bytes of
 * `"` and LF never occur inside another character.
 */
export function crlfRows(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const pieces = chunk.toString('latin1').split('"');
    for (let i = quoted ? 1 : 0; i < pieces.length; i += 2) {
      pieces[i] = (pieces[i] ?? '').replaceAll('\n', '\r\n');
    }
    // An odd number of quotes (an even number of pieces) leaves the state flipped.
    if (pieces.length % 2 === 0) quoted = !quoted;
    return Buffer.from(pieces.join('"'), 'latin1');
  };
}
