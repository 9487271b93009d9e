// `COPY (…) TO STDOUT` through a plain `pg` client, counting what arrives: pg hands any object with a
// `submit` method the protocol messages of its query (no extra package for a copy stream needed).

/**
 * Runs `text` (a COPY … TO STDOUT) and answers the bytes received, the milliseconds to the first
 * data message and to the end.
 * @param {import('pg').Client} client
 * @param {string} text
 * @returns {Promise<{ bytes: number, firstByteMs: number, totalMs: number }>}
 */
export function copyOut(client, text) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let firstAt = 0;
    let bytes = 0;
    /** @type {Error | null} */
    let failed = null;
    const submittable = {
      submit: (/** @type {{ query(text: string): void }} */ connection) => connection.query(text),
      handleCopyData: (/** @type {{ chunk: Buffer }} */ message) => {
        if (firstAt === 0) firstAt = performance.now();
        bytes += message.chunk.length;
      },
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handleError: (/** @type {Error} */ error) => {
        failed = error;
      },
      handleReadyForQuery: () => {
        if (failed) reject(failed);
        else
          resolve({
            bytes,
            firstByteMs: firstAt - startedAt,
            totalMs: performance.now() - startedAt,
          });
      },
    };
    client.query(/** @type {any} */ (submittable));
  });
}
