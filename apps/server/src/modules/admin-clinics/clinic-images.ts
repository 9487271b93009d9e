import {
  AdminClinicLimits,
  AdminClinicMessages,
  isClinicImagePath,
  type ClinicInputParsed,
} from '@clinicall/shared/admin-clinic';
import { domainError } from '../../lib/domain-error.js';
import type { ClinicUploads } from './clinic-uploads.js';

/**
 * B52: the experience images a save keeps, in order: the form's list (web addresses, and images
 * uploaded to this clinic before), then the images uploaded with this save. A path of an image the
 * clinic does not hold is refused: it would make this clinic's edits remove another clinic's file.
 */
export function storageUrlsOf(
  input: ClinicInputParsed,
  uploads: ClinicUploads,
  before: { storageUrls: string[] } | null,
): string[] {
  const held = new Set(before?.storageUrls ?? []);
  const foreign = input.storageUrls.find((url) => isClinicImagePath(url) && !held.has(url));
  if (foreign) {
    throw domainError('VALIDATION', AdminClinicMessages.formInvalid, `storageUrls: ${foreign}`);
  }
  const urls = [...new Set([...input.storageUrls, ...uploads.images.map((image) => image.path)])];
  if (urls.length > AdminClinicLimits.storageUrls) {
    throw domainError('VALIDATION', AdminClinicMessages.tooManyImages);
  }
  return urls;
}

/** The stored images among a clinic's experience images (the rest are web addresses). */
export const storedImages = (urls: string[]) => urls.filter(isClinicImagePath);
