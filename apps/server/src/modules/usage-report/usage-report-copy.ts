import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { crlfRows } from './crlf-rows.js';

/**
 * A `COPY … TO STDOUT` on a connection of its own, chunk by chunk. The copy stream pauses the
 * connection while its buffer is full, so the database waits for a slow download (backpressure)
 * and memory stays at a chunk or two. A COPY left half read (the download abandoned, or an error)
 * leaves its connection mid-protocol: it is closed rather than returned to the pool.
 */
export async function* copyOut(pool: pg.Pool, statement: string): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let complete = false;
  try {
    const toCrlf = crlfRows();
    for await (const chunk of client.query(copyStreams.to(statement))) {
      yield toCrlf(chunk as Buffer);
    }
    complete = true;
  } finally {
    client.release(complete ? undefined : new Error('usage report COPY not read to its end'));
  }
}
