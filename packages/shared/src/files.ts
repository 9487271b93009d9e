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
 * Spec 3 §5: the document types uploads accept (message, booking and admin attachments). The
 * server holds a content rule for each and refuses a file whose bytes do not match its name.
 */
export const DOCUMENT_EXTENSIONS = [
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
] as const;

export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** F41: profile photos (bmp, which browsers rarely make, is left to the documents' rule). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** A file name's extension, lower-cased, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A file picker's `accept` attribute for these extensions. */
export const acceptOf = (extensions: readonly string[]) =>
  extensions.map((extension) => `.${extension}`).join(',');
