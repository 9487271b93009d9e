import * as audit from './schema/audit.js';
import * as clinics from './schema/clinics.js';
import * as encounters from './schema/encounters.js';
import * as identity from './schema/identity.js';
import * as jobs from './schema/jobs.js';
import * as mail from './schema/mail.js';
import * as payments from './schema/payments.js';
import * as profiles from './schema/profiles.js';
import * as scheduling from './schema/scheduling.js';

export const schema = {
  ...identity,
  ...clinics,
  ...profiles,
  ...audit,
  ...mail,
  ...jobs,
  ...payments,
  ...scheduling,
  ...encounters,
};
export type Schema = typeof schema;
