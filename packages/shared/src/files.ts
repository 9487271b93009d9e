/** Upload limits and their texts (spec 1 §5 and §9, spec 2 §5; checklist E11, E12, F40). */
export const FileLimits = {
  attachmentBytes: 35_000_000,
  messageTotalBytes: 100_000_000,
  photoBytes: 3_000_000,
} as const;

export const FileMessages = {
  attachmentTooLarge: 'The selected file exceeds the maximum size allowed of 35MB',
  messageTotalTooLarge: 'The total files size exceeds the maximum size allowed of 100MB',
  photoTooLarge: 'Photo exceeds the maximum size. Please select a smaller size photo.',
  wrongType: 'This type of file is not accepted.',
  forbidden: 'You do not have permission to download this file.',
} as const;

/**
 * H17 (spec 3 §5): the document types the general uploader accepts (message, booking and admin
 * attachments), exactly as listed: no plain text, CSV or BMP. The server holds a content rule for
 * each and refuses a file whose bytes do not match its name.
 */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
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
] as const;

export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/**
 * F41: profile photos. H16's shared image rule adds .bmp; F41, the rule written for photos, does
 * not, and we follow it: a BMP is uncompressed, so a real photo rarely fits the 3 MB limit, and
 * every camera and phone saves JPEG or PNG.
 */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** A file name's extension, lower-cased, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A file picker's `accept` attribute for these extensions. */
export const acceptOf = (extensions: readonly string[]) =>
  extensions.map((extension) => `.${extension}`).join(',');
