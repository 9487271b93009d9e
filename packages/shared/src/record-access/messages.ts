import { Role } from '../roles.js';

/**
 * Issue 19 path 5: the texts of the record access views (the patient's "Who viewed my record" and
 * the clinic admin's access log). The spec has none; these are the project's own.
 */
export const RecordAccessMessages = {
  patientTitle: 'Who viewed my record',
  /** The family account holder's tab on a family member's profile. */
  familyTitle: 'Who viewed this record',
  patientIntro:
    'Everyone at your clinics who opened your record, newest first. Several reads by one person within a few minutes are shown as one visit. Your own views, and your family account holder’s, are not listed.',
  patientEmpty: 'Nobody at your clinics has opened your record yet.',
  patientLoadFailed: 'We could not load who viewed your record. Please try again.',
  formerUser: 'A former user',
  adminTitle: 'Access log',
  adminIntro:
    'Every read of your clinic’s patients’ records, newest first. Viewing and downloading this log is itself recorded.',
  adminEmpty: 'No record reads match this search.',
  adminLoadFailed: 'We could not load the access log. Please try again.',
  downloadFailed: 'We could not download the access log. Please try again.',
  rangeReversed: 'The end of the date range must not be before its start.',
  cursorInvalid: 'This page of the log is no longer available: start the search again.',
  noClinic: 'Your account administers no clinic.',
} as const;

/** What each kind of read names, as the patient and the clinic admin read it. */
const kindLabels: Record<string, string> = {
  profile: 'Profile',
  history: 'Profile change history',
  photo: 'Photo',
  appointments: 'Appointments',
  upcoming: 'Upcoming appointments',
  preconditions: 'Earlier reasons for visits',
  attachments: 'List of attachments',
  attachment: 'An attachment',
  topics: 'Message topics',
  messages: 'Messages',
  note: 'Visit note',
  forms: 'Forms',
  'encounter-files': 'List of visit files',
  'encounter-file': 'A visit file',
  monitoring: 'Remote monitoring readings',
  'monitoring-alerts': 'Remote monitoring alerts',
  billing: 'Billing summary',
  roster: 'Entry in the patient list',
  referral: 'A referral',
  'referral-file': 'A referral file',
};

/** The kinds of read a search can name, in the order a picker offers them. */
export const KNOWN_READ_KINDS = Object.keys(kindLabels);

/** A kind the audit writer added after this list was written still reads as something. */
export const readKindLabel = (kind: string | null) =>
  (kind === null ? undefined : kindLabels[kind]) ?? 'Other record data';

const roleLabels: Record<string, string> = {
  [Role.provider]: 'Provider',
  [Role.assistant]: 'Assistant',
  [Role.clinicAdmin]: 'Clinic admin',
  [Role.superAdmin]: 'Platform administrator',
  [Role.patient]: 'Patient',
  [Role.invited]: 'Guest',
};

export const readerRoleLabel = (role: string | null) =>
  (role === null ? undefined : roleLabels[role]) ?? 'Unknown role';
