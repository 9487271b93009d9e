/**
 * The file picker's `accept` list for documents (the server's DOCUMENT_EXTENSIONS, spec 3 §5); the
 * server checks each file's content whatever the picker let through.
 */
export const DOCUMENT_ACCEPT = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'dcm',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'mp4',
  'mp3',
  'mkv',
  'mov',
  'wav',
  'txt',
  'csv',
]
  .map((extension) => `.${extension}`)
  .join(',');
