import { z } from 'zod';
import { TextLimit } from './constants.js';
import { IdSchema, IdTextSchema } from './ids.js';
import { MAX_PAGE, pageSchema } from './paging.js';
import { ProfileEmailSchema } from './people/patient-profile.js';
import { OfficeOutSchema, OfficeSchema } from './people/provider-profile.js';

/** B5: staff tables load 15 rows a page. */
export const STAFF_PAGE_SIZE = 15;

/** Spec 3 §8 and I40: the texts the staff screens of both admin areas show, word for word. */
export const AdminUserMessages = {
  providerAdded: 'Provider added',
  providerEdited: 'Provider successfully edited',
  providerAddFailed: 'Could not add provider',
  providerEditFailed: 'Could not edit provider',
  assistantAdded: 'Assistant added',
  assistantEdited: 'Assistant successfully edited',
  assistantAddFailed: 'Could not add assistant',
  assistantEditFailed: 'Could not edit assistant',
  clinicAdminAdded: 'The clinic admin has been added.',
  clinicAdminUpdated: 'The clinic admin has been updated.',
  emailNotUnique: 'Email is not unique!',
  /** B2: the clinic-admin variants end with a period. */
  formInvalid: 'Insert all required (*) fields first and review input validations',
  formInvalidClinicAdmin: 'Insert all required (*) fields first and review input validations.',
  noProviders: 'No providers found.',
  noAssistants: 'No assistants found.',
  noClinicAdmins: 'No clinic admins found.',
  loading: 'Loading...',
  /** B83: a clinic admin's fetch of one user. */
  fetchForbidden: 'Unauthenticated.',
  fetchUnauthorized: 'Unauthorized.',
  assistantMissing: 'The requested assistant does not exist.',
  providerMissing: 'The requested provider does not exist.',
  clinicRequired: 'Please choose a clinic.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailInvalid: 'Please enter a valid e-mail address.',
  /** Shown beside a pending change: the new address signs in once its owner confirmed it. */
  emailPending: 'Waiting for the owner to confirm the new e-mail.',
  /** Our choice (issue 20): nobody sets another person's password; the mailed link does. */
  passwordByMail: 'A mail with a link to set a password is sent to the new user.',
  /** Sign-in of a user whose clinics are all deactivated (issue 20 point 3). */
  clinicInactive: 'Your clinic’s account is not active. Please contact your clinic.',
  /** B50: an office box's name, address, city and state (the spec's address-box text). */
  fieldRequired: 'This field is required',
  /** Not in the spec (B64 names the photo, not its texts). */
  photoRequired: 'Choose a photo to upload.',
  photoSaved: 'Photo saved',
  photoRemoved: 'Photo removed',
  /** The add form's photo goes up after the provider is saved; shown on its edit page if it failed. */
  photoNotSaved: 'The provider was added, but the photo could not be saved. Choose it again below.',
} as const;

const NameSchema = (message: string) => z.string().trim().min(1, message).max(TextLimit.tiny);
const IdListSchema = z
  .array(IdSchema)
  .max(500)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The fields every staff form shares (B4): clinic, names and e-mail. */
const StaffFields = {
  clinicId: IdSchema,
  firstName: NameSchema(AdminUserMessages.firstNameRequired),
  lastName: NameSchema(AdminUserMessages.lastNameRequired),
  email: ProfileEmailSchema,
  activated: z.boolean().default(true),
};

/**
 * On edit, `email` names the account as it is; `newEmail`, when it differs, asks for a change of
 * sign-in address that its owner must confirm (the e-mail change path), never a silent switch.
 */
const EditFields = { newEmail: ProfileEmailSchema.nullish() };

/** B64, B94: a provider as the super admin adds it. No password: the mailed link sets it. */
export const AdminProviderInputSchema = z.object({
  ...StaffFields,
  preferred: z.boolean().default(false),
  primarySpecialty: z.string().trim().max(TextLimit.short).default(''),
  briefOverview: z.string().trim().max(TextLimit.large).default(''),
  specialties: z.array(z.string().trim().min(1).max(TextLimit.short)).max(100).default([]),
  /** B50: each office box has its name, address, city and state. */
  offices: z
    .array(
      OfficeSchema.extend({
        name: z.string().trim().min(1, AdminUserMessages.fieldRequired).max(TextLimit.normal),
        address: z.string().trim().min(1, AdminUserMessages.fieldRequired).max(TextLimit.normal),
        city: z.string().trim().min(1, AdminUserMessages.fieldRequired).max(TextLimit.short),
        state: z.string().trim().min(1, AdminUserMessages.fieldRequired).max(TextLimit.short),
      }),
    )
    .max(50)
    .default([]),
  assistants: IdListSchema,
});
export type AdminProviderInput = z.input<typeof AdminProviderInputSchema>;
export const AdminProviderEditSchema = AdminProviderInputSchema.extend(EditFields);
export type AdminProviderEdit = z.input<typeof AdminProviderEditSchema>;

/** B67, B95 */
export const AdminAssistantInputSchema = z.object({ ...StaffFields, providers: IdListSchema });
export type AdminAssistantInput = z.input<typeof AdminAssistantInputSchema>;
export const AdminAssistantEditSchema = AdminAssistantInputSchema.extend(EditFields);
export type AdminAssistantEdit = z.input<typeof AdminAssistantEditSchema>;

/** B72, B96: the clinic admin's `active` is the same switch as the others' `activated`. */
export const ClinicAdminInputSchema = z.object({
  clinicId: StaffFields.clinicId,
  firstName: StaffFields.firstName,
  lastName: StaffFields.lastName,
  email: StaffFields.email,
  active: z.boolean().default(true),
});
export type ClinicAdminInput = z.input<typeof ClinicAdminInputSchema>;
export const ClinicAdminEditSchema = ClinicAdminInputSchema.extend(EditFields);
export type ClinicAdminEdit = z.input<typeof ClinicAdminEditSchema>;

/** B79, B84: what a clinic admin may change on an assistant of their clinic. */
export const ClinicAssistantEditSchema = z.object({
  email: ProfileEmailSchema,
  newEmail: ProfileEmailSchema.nullish(),
  firstName: StaffFields.firstName,
  lastName: StaffFields.lastName,
  activated: z.boolean(),
  /** The clinic's providers linked to the assistant; links to other clinics' providers stay. */
  providers: IdListSchema,
});
export type ClinicAssistantEdit = z.input<typeof ClinicAssistantEditSchema>;

/** B81 */
export const ClinicProviderEditSchema = z.object({
  email: ProfileEmailSchema,
  newEmail: ProfileEmailSchema.nullish(),
  firstName: StaffFields.firstName,
  lastName: StaffFields.lastName,
  primarySpecialty: z.string().trim().max(TextLimit.short).default(''),
  activated: z.boolean(),
});
export type ClinicProviderEdit = z.input<typeof ClinicProviderEditSchema>;

export const ClinicRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type ClinicRef = z.infer<typeof ClinicRefSchema>;

/** One row of a staff list (providers, assistants or clinic admins). */
export const StaffRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  activated: z.boolean(),
  clinics: z.array(ClinicRefSchema),
});
export type StaffRow = z.infer<typeof StaffRowSchema>;
export const StaffPageSchema = pageSchema(StaffRowSchema);
export type StaffPage = z.infer<typeof StaffPageSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** B60, B66, B71, B77: keyword, the active filter, an optional clinic, 15 rows a page (B5). */
export const StaffQuerySchema = z.object({
  keyword: z.string().trim().max(TextLimit.short).default(''),
  filterByActivated: flag.default(false),
  isActivated: flag.default(true),
  /** The clinic admins list's spelling of the same filter (B71). */
  activated: flag.optional(),
  clinic: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
});
export type StaffQuery = z.input<typeof StaffQuerySchema>;

/** A staff member as an edit form loads it: the common fields and the account's pending e-mail. */
const StaffDetailFields = {
  id: z.number().int(),
  email: z.string(),
  newEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  activated: z.boolean(),
  clinicId: z.number().int().nullable(),
  clinicDTOS: z.array(ClinicRefSchema),
};

export const AdminProviderSchema = z.object({
  ...StaffDetailFields,
  preferred: z.boolean(),
  primarySpecialty: z.string(),
  briefOverview: z.string(),
  specialties: z.array(z.string()),
  offices: z.array(OfficeOutSchema),
  imagePath: z.string().nullable(),
  assistants: z.array(z.number().int()),
});
export type AdminProvider = z.infer<typeof AdminProviderSchema>;

export const AdminAssistantSchema = z.object({
  ...StaffDetailFields,
  providers: z.array(z.number().int()),
});
export type AdminAssistant = z.infer<typeof AdminAssistantSchema>;

export const ClinicAdminSchema = z.object({
  ...StaffDetailFields,
  active: z.boolean(),
});
export type ClinicAdmin = z.infer<typeof ClinicAdminSchema>;

/** A choice in a picker: a provider or assistant to link, with their clinic-independent name. */
export const StaffChoiceSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  activated: z.boolean(),
});
export type StaffChoice = z.infer<typeof StaffChoiceSchema>;

export const EmailQuerySchema = z.object({ email: ProfileEmailSchema });

/** `{id}` of the spec's profile routes: the edit screens know an e-mail, lists know an id. */
export const IdOrEmailSchema = z.union([IdTextSchema, ProfileEmailSchema]);

/** B81: a provider as the clinic admin's edit form loads it. */
export const ClinicStaffProviderSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  newEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  activated: z.boolean(),
  primarySpecialty: z.string(),
  clinicId: z.number().int(),
});
export type ClinicStaffProvider = z.infer<typeof ClinicStaffProviderSchema>;
