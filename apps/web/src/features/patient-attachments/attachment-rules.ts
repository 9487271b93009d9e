import { extensionOf, FileLimits, FileMessages } from '@clinicall/shared/files';
import type { ClinicSummary } from '@clinicall/shared/clinic';

/**
 * F59: what the browser can refuse before sending: a type outside `accepted`, a file over 35 MB,
 * more than 100 MB together. The server checks again, by content as well as by name.
 */
export function selectionProblem(files: readonly File[], accepted: readonly string[]) {
  if (files.some((file) => !accepted.includes(extensionOf(file.name))))
    return FileMessages.wrongType;
  if (files.some((file) => file.size > FileLimits.attachmentBytes)) {
    return FileMessages.attachmentTooLarge;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > FileLimits.messageTotalBytes) return FileMessages.messageTotalTooLarge;
  return null;
}

/** F60: a folder read from a CD holds much besides images; only the .dcm files are kept. */
export const dicomFilesOf = (files: readonly File[]) =>
  files.filter((file) => extensionOf(file.name) === 'dcm');

/**
 * F9, B24: the profile shows the Attachments tab only when the clinic keeps patient attachments
 * and the profile is not viewed "from a provider". The spec gives `fromProvider` a default of true
 * (Ambiguous); read here as the flag of a profile opened from another provider's context (the
 * network, a referral): the roster and the patient's own profile open it with `fromProvider: false`.
 */
export function attachmentsTabVisible(options: {
  clinic: Pick<ClinicSummary, 'allowPatientAttachment'> | null;
  fromProvider?: boolean;
}): boolean {
  const { clinic, fromProvider = true } = options;
  return clinic !== null && clinic.allowPatientAttachment && !fromProvider;
}
