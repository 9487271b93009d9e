/**
 * What a file's content must look like for each extension the product accepts, as named by the
 * `file-type` library's detection; `text` means no binary signature at all and no NUL byte.
 * A name alone proves nothing: an executable renamed `.pdf` has no PDF signature and is refused.
 */
export const CONTENT_OF_EXTENSION = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
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
  txt: 'text',
  csv: 'text',
} as const satisfies Record<string, readonly string[] | 'text'>;

export type FileExtension = keyof typeof CONTENT_OF_EXTENSION;

export const IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
] as const satisfies FileExtension[];

/** Spec 3 §5: the types admin uploads accept, also used for message and patient attachments. */
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
] as const satisfies FileExtension[];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
