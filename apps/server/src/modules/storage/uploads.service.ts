/**
 * The storage module's surface for other modules (the lint rule lets modules meet only through
 * their services): streaming an upload in through the content check, a multipart body of fields
 * and attachments, the multipart registration, the accepted document types, the port's type and
 * the journal of files stored before the row naming them commits.
 */
export {
  receiveAttachments,
  type StoredAttachment,
  type UploadFields,
} from './attachment-upload.js';
export { storeChecked, type UploadPolicy } from './checked-upload.js';
export { DOCUMENT_EXTENSIONS } from './file-kinds.js';
export type { FileStorage } from './file-storage.js';
export { acceptUploads } from './upload-routes.js';
export { unsettledUploadsJournal } from './unsettled-uploads.js';
