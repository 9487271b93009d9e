import type { DocumentExtension } from '@clinicall/shared/files';

export { DOCUMENT_EXTENSIONS, extensionOf } from '@clinicall/shared/files';

/**
 * What a file's content must look like for each extension the product accepts (the shared
 * DOCUMENT_EXTENSIONS, every one of them: the type checks it), as named by the `file-type`
 * library's detection (every accepted type has a binary signature).
 * A name alone proves nothing: an executable renamed `.pdf` has no PDF signature and is refused.
 */
export const CONTENT_OF_EXTENSION = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  dcm: ['dcm'],
  // Office 97–2003 files are OLE compound files; the newer ones are zip packages.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4'],
  mkv: ['mkv', 'webm'],
  mp3: ['mp3'],
  wav: ['wav'],
} as const satisfies Record<DocumentExtension, readonly string[]>;

export type FileExtension = keyof typeof CONTENT_OF_EXTENSION;
