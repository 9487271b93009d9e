import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Buffer; type?: string };

/** A multipart/form-data body in the order given (text fields first, as the web app sends them). */
export function multipart(
  parts: MultipartPart[],
  boundary = `----clinicall${randomBytes(8).toString('hex')}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'content' in part
        ? `content-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\ncontent-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('content' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
