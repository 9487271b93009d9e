import type { FastifyReply } from 'fastify';
import type { FileExtension } from './file-kinds.js';
import type { FileStorage } from './file-storage.js';

const CONTENT_TYPES: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  dcm: 'application/dicom',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** RFC 5987 encoding: encodeURIComponent leaves a few characters the header grammar reserves. */
const extendedValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` with the uploader's name (RFC 6266): a plain-ASCII fallback
 * for old clients and the exact name in UTF-8. Quotes, backslashes and control characters in a
 * name cannot break out of the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${extendedValue(fileName)}`;
}

/**
 * Streams a stored file as a download: never read whole into memory; the type comes from the
 * extension whose content check the file passed at upload, so the browser is told what was checked.
 */
export async function replyWithStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; fileName: string; extension: FileExtension; size: number },
) {
  const stream = await storage.read(file.key);
  return reply
    .header('content-type', CONTENT_TYPES[file.extension])
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('content-length', file.size)
    .send(stream);
}
