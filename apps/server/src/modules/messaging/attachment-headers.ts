import { extensionOf } from '../storage/file-kinds.js';
import { attachmentDisposition } from '../storage/storage.service.js';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  dcm: 'application/dicom',
};

/**
 * Headers of a downloaded attachment (E56): always an attachment, never rendered in the API's
 * origin; the browser decides from the type whether a `.dcm` opens (E57 is the web's choice).
 */
export function attachmentHeaders(fileName: string, size: number) {
  return {
    'content-type': CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream',
    'content-length': String(size),
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
  };
}
