import { acceptOf, DOCUMENT_EXTENSIONS } from '@clinicall/shared/files';

/**
 * The file picker's `accept` list for documents (spec 3 §5); the server checks each file's
 * content whatever the picker let through.
 */
export const DOCUMENT_ACCEPT = acceptOf(DOCUMENT_EXTENSIONS);
