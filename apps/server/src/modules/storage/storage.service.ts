/**
 * What other modules use of file storage: checked uploads in, streamed downloads out. The module
 * boundary lets them reach storage only through this file.
 */
export { storeChecked, type UploadPolicy } from './checked-upload.js';
export type { FileExtension } from './file-kinds.js';
export type { FileStorage } from './file-storage.js';
export { attachmentDisposition, replyWithStoredFile } from './stored-file-reply.js';
export { acceptUploads } from './upload-routes.js';
