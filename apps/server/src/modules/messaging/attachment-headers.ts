import { extensionOf } from '../storage/file-kinds.js';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  dcm: 'application/dicom',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** RFC 5987 / RFC 6266: an ASCII fallback name and the exact name percent-encoded in UTF-8. */
function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Headers of a downloaded attachment (E56): always an attachment, never rendered in the API's
 * origin; the browser decides from the type whether a `.dcm` opens (E57 is the web's choice).
 */
export function attachmentHeaders(fileName: string, size: number) {
  return {
    'content-type': CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream',
    'content-length': String(size),
    'content-disposition': contentDisposition(fileName),
    'x-content-type-options': 'nosniff',
  };
}
