import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Remote-monitoring and other partners (spec 3 §3 "Partner"). */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    companyName: text('company_name').notNull(),
    partnerType: text('partner_type').notNull(),
    needsExternalId: boolean('needs_external_id').notNull().default(false),
    needsAssociatedPartner: boolean('needs_associated_partner').notNull().default(false),
    selectable: boolean('selectable').notNull().default(true),
  },
  (t) => [uniqueIndex('partners_key_key').on(t.key)],
);

/** Every field and feature switch of spec 3 §3 "Clinic". */
export const clinics = pgTable(
  'clinics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    clinicType: text('clinic_type').notNull(),
    activated: boolean('activated').notNull().default(true),
    isInOfficeAppointmentActive: boolean('is_in_office_appointment_active')
      .notNull()
      .default(false),
    isPatientWelcomeEmailEnabled: boolean('is_patient_welcome_email_enabled')
      .notNull()
      .default(false),
    providerNetworkEnabled: boolean('provider_network_enabled').notNull().default(false),
    isPatientScheduleAppointmentEnabled: boolean('is_patient_schedule_appointment_enabled')
      .notNull()
      .default(false),
    allowPatientInRoomLight: boolean('allow_patient_in_room_light').notNull().default(false),
    allowRemotePatientMonitoring: boolean('allow_remote_patient_monitoring')
      .notNull()
      .default(false),
    allowPostApptConf: boolean('allow_post_appt_conf').notNull().default(false),
    allowAppointmentTemplate: boolean('allow_appointment_template').notNull().default(false),
    /** The spec's `{hash}` field: the 24-hour scheduling block (checklist I41). */
    preventScheduler24h: boolean('prevent_scheduler_24h').notNull().default(false),
    allowPatientAttachment: boolean('allow_patient_attachment').notNull().default(false),
    allowExperienceBuilder: boolean('allow_experience_builder').notNull().default(false),
    allowMuteAll: boolean('allow_mute_all').notNull().default(false),
    allowConsent: boolean('allow_consent').notNull().default(false),
    requireConsentCheck: boolean('require_consent_check').notNull().default(false),
    additionalConsentText: text('additional_consent_text'),
    customLogo: text('custom_logo'),
    customTopLogo: text('custom_top_logo'),
    customUrl: text('custom_url'),
    storageUrls: jsonb('storage_urls').$type<string[]>().notNull().default([]),
    rpmPartnerId: integer('rpm_partner_id').references(() => partners.id),
    externalPartnerId: text('external_partner_id'),
    associatedPartnerId: integer('associated_partner_id').references(() => partners.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One login path per clinic whatever its case (migration 0036).
    uniqueIndex('clinics_custom_url_key').on(sql`lower(${t.customUrl})`),
    index('clinics_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Which clinics a user belongs to (providers, patients, assistants and clinic admins). */
export const clinicMemberships = pgTable(
  'clinic_memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    /** The role the user holds in this clinic; clinic-scoped routes check this one. */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clinicId] }),
    index('clinic_memberships_clinic_idx').on(t.clinicId),
    check(
      'clinic_memberships_role_check',
      sql`${t.role} in ('ROLE_PATIENT','ROLE_PROVIDER','ROLE_EXMD_ASSIST','ROLE_CLINIC_ADMIN')`,
    ),
  ],
);
