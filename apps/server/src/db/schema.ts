import * as audit from './schema/audit.js';
import * as clinics from './schema/clinics.js';
import * as clinicDetails from './schema/clinic-details.js';
import * as emailChanges from './schema/email-changes.js';
import * as encounters from './schema/encounters.js';
import * as identity from './schema/identity.js';
import * as invitations from './schema/invitations.js';
import * as jobs from './schema/jobs.js';
import * as mail from './schema/mail.js';
import * as patientAttachments from './schema/patient-attachments.js';
import * as notes from './schema/notes.js';
import * as messaging from './schema/messaging.js';
import * as payments from './schema/payments.js';
import * as people from './schema/people.js';
import * as profiles from './schema/profiles.js';
import * as roomAccess from './schema/room-access.js';
import * as roster from './schema/roster.js';
import * as scheduling from './schema/scheduling.js';
import * as sso from './schema/sso.js';
import * as installation from './schema/installation.js';
import * as referrals from './schema/referrals.js';
import * as monitoring from './schema/monitoring.js';
import * as uploads from './schema/uploads.js';

export const schema = {
  ...identity,
  ...clinics,
  ...clinicDetails,
  ...profiles,
  ...people,
  ...emailChanges,
  ...audit,
  ...mail,
  ...jobs,
  ...payments,
  ...scheduling,
  ...encounters,
  ...patientAttachments,
  ...notes,
  ...invitations,
  ...messaging,
  ...uploads,
  ...roomAccess,
  ...roster,
  ...sso,
  ...installation,
  ...referrals,
  ...monitoring,
};
export type Schema = typeof schema;
