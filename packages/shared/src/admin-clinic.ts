import { z } from 'zod';
import { IdSchema } from './ids.js';
import { MAX_PAGE } from './paging.js';
import { Paths } from './paths.js';

/** Spec 3 §5, §8, §9 and checklist B for the super admin's clinics and parent accounts. */
export const AdminClinicLimits = {
  pageSize: 15,
  consentSlots: 3,
  consentBytes: 2_000_000,
  logoBytes: 3_000_000,
  experienceBoxes: 5,
  storageUrls: 5,
  /** I20: the parent account description's "medium" limit. */
  parentDescription: 1000,
  addresses: 10,
  name: 100,
  description: 1000,
  additionalConsentText: 2000,
  customUrl: { min: 2, max: 50 },
} as const;

export const AdminClinicMessages = {
  required: 'This field is required',
  formInvalid: 'Insert all required (*) fields first and review input validations',
  clinicAdded: 'Clinic added',
  clinicEdited: 'Successfully edited',
  addFailed: 'Could not add clinic',
  updateFailed: 'Could not update clinic',
  customUrlTaken: 'Custom url is not unique!',
  /** Not in the spec: a custom URL that would hide one of the application's own pages. */
  customUrlReserved: 'This custom URL is used by the application. Please choose another.',
  customUrlFormat:
    'A custom URL has 2 to 50 characters: letters, digits and hyphens, starting with a letter or digit.',
  noClinics: 'No clinics found.',
  consentOrder: 'Please upload your files according to the input order.',
  consentEmptyName: 'Empty file name is not accepted. Please check your file(s).',
  consentNeedsName: (slot: number) => `Please give a name to Consent ${slot}.`,
  consentNeedsFile: (slot: number) => `Consent ${slot} must have a file.`,
  consentDuplicate: 'Duplicate files found. Each uploaded file must be unique.',
  consentFile: 'The consent file should be less than 2MB and a PDF file.',
  logoTooLarge: 'Photo exceeds the maximum size. Please select a smaller size photo.',
  logoType: 'A logo must be a JPG, PNG, GIF or WebP image.',
  /** Not in the spec: B52 limits experience images to 5 but gives no text, nor their type. */
  imageType: 'An experience image must be a JPG, PNG, GIF or WebP image.',
  tooManyImages: 'At most 5 experience images can be kept.',
  partnersFailed: 'Errors requesting data',
  partnerRequired: 'A partner is required when remote monitoring is on.',
  postalCode: 'Enter a 5-digit ZIP code (or ZIP+4).',
  url: 'Enter a web address starting with https:// or http://',
  tooManyExperienceBoxes: 'At most 5 experience boxes can be added.',
  parentAdded: 'Parent Account added',
  parentEdited: 'Parent Account edited',
  parentAddFailed: 'Could not add Parent Account',
  parentEditFailed: 'Could not edit Parent Account',
  noParents: 'No parent accounts found.',
  clinicInOtherParent: (clinic: string, parent: string) =>
    `${clinic} already belongs to the parent account ${parent}.`,
  loadFailed: 'The clinic could not be loaded.',
} as const;

/** The clinic types offered by the form (spec 3 leaves the list open). */
export const CLINIC_TYPES = [
  'Primary care',
  'Specialty care',
  'Behavioral health',
  'Urgent care',
  'Hospital',
  'Other',
] as const;

export const ADDRESS_TYPES = ['Main', 'Billing', 'Mailing', 'Other'] as const;

/** Logos: images a browser shows; no SVG (it can carry script). */
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/**
 * The first path segments the application uses itself (every screen of `Paths`, the API, the
 * single sign-on start and the built assets): a clinic's login path may not take one.
 */
export const RESERVED_CUSTOM_URLS: ReadonlySet<string> = new Set([
  ...Object.values(Paths)
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
  'api',
  'assets',
  'oauth2',
  'login',
  'logout',
  'experience-guide',
  'favicon.ico',
  'index.html',
  'robots.txt',
]);

const CUSTOM_URL = /^[a-z0-9][a-z0-9-]*$/i;

/** Why a custom URL is refused before the database is asked, or null when its shape is fine. */
export function customUrlProblem(value: string): string | null {
  const { min, max } = AdminClinicLimits.customUrl;
  if (value.length < min || value.length > max || !CUSTOM_URL.test(value)) {
    return AdminClinicMessages.customUrlFormat;
  }
  if (RESERVED_CUSTOM_URLS.has(value.toLowerCase())) return AdminClinicMessages.customUrlReserved;
  return null;
}

const required = (max: number) => z.string().trim().min(1, AdminClinicMessages.required).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const webUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, AdminClinicMessages.url);

/**
 * Where the server serves a clinic's uploaded images (its logos and experience images): open, since
 * the branded login page and the experience guide show them before anyone signs in.
 */
export const CLINIC_IMAGE_PATH_PREFIX = '/api/clinics/logos/';
export const isClinicImagePath = (value: string) =>
  /^\/api\/clinics\/logos\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.test(value);

export const ClinicAddressSchema = z.object({
  firstStreetLine: required(200),
  secondStreetLine: optionalText(200),
  city: required(100),
  state: required(50),
  addressType: required(50),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, AdminClinicMessages.postalCode),
  addressActive: z.boolean().default(true),
});
export type ClinicAddress = z.infer<typeof ClinicAddressSchema>;

export const ExperienceBoxSchema = z.object({ name: required(100), url: webUrl });
export type ExperienceBox = z.infer<typeof ExperienceBoxSchema>;

/**
 * One consent slot as saved: `file` names a PDF the clinic already has (kept as is); a slot with a
 * new upload sends `file: null` and the PDF as the multipart part `consentFile{slot}`.
 */
export const ConsentInputSchema = z.object({
  name: z.string().trim().max(200).default(''),
  fileName: z.string().max(255).nullish(),
  file: z.string().max(100).nullish(),
});

/** The switches of spec 3 §3 (B18–B27), each persisted as sent. */
export const CLINIC_SWITCHES = [
  'isInOfficeAppointmentActive',
  'isPatientWelcomeEmailEnabled',
  'providerNetworkEnabled',
  'isPatientScheduleAppointmentEnabled',
  'allowPatientInRoomLight',
  'allowRemotePatientMonitoring',
  'allowPostApptConf',
  'allowAppointmentTemplate',
  'preventScheduler24h',
  'allowPatientAttachment',
  'allowExperienceBuilder',
  'allowMuteAll',
  'allowConsent',
  'requireConsentCheck',
] as const;
export type ClinicSwitch = (typeof CLINIC_SWITCHES)[number];

const switches = Object.fromEntries(
  CLINIC_SWITCHES.map((name) => [name, z.boolean().default(false)]),
) as Record<ClinicSwitch, z.ZodDefault<z.ZodBoolean>>;

/** What the add and edit clinic forms send (POST/PUT, or `clinicDTOJson` of the multipart calls). */
export const ClinicInputSchema = z.object({
  name: required(AdminClinicLimits.name),
  description: required(AdminClinicLimits.description),
  clinicType: required(100),
  activated: z.boolean().default(true),
  ...switches,
  additionalConsentText: optionalText(AdminClinicLimits.additionalConsentText),
  consents: z.array(ConsentInputSchema).max(AdminClinicLimits.consentSlots).default([]),
  customUrl: optionalText(AdminClinicLimits.customUrl.max),
  addressUSDTOList: z.array(ClinicAddressSchema).max(AdminClinicLimits.addresses).default([]),
  experienceBoxes: z
    .array(ExperienceBoxSchema)
    .max(AdminClinicLimits.experienceBoxes, AdminClinicMessages.tooManyExperienceBoxes)
    .default([]),
  /** B52: web addresses, and the paths of images uploaded with earlier saves that stay. */
  storageUrls: z
    .array(
      z
        .string()
        .trim()
        .max(2000)
        .refine((value) => /^https?:\/\/\S+$/i.test(value) || isClinicImagePath(value), {
          message: AdminClinicMessages.url,
        }),
    )
    .max(AdminClinicLimits.storageUrls, AdminClinicMessages.tooManyImages)
    .default([]),
  rpmPartnerId: IdSchema.nullish().transform((v) => v ?? null),
  externalPartnerId: optionalText(100),
  associatedPartnerId: IdSchema.nullish().transform((v) => v ?? null),
  /** On edit: true removes the login logo (a new file replaces it instead). */
  removeCustomLogo: z.boolean().optional(),
  removeCustomTopLogo: z.boolean().optional(),
});
export type ClinicInput = z.input<typeof ClinicInputSchema>;
export type ClinicInputParsed = z.output<typeof ClinicInputSchema>;

export const ConsentSchema = z.object({
  slot: z.number().int(),
  name: z.string(),
  fileName: z.string(),
  /** The stored PDF's id; it downloads from `GET /api/admin/clinic/{id}/consents/{file}`. */
  file: z.string(),
  size: z.number().int(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** B91: the clinic as `GET /admin/clinic/{id}` answers it. */
export const AdminClinicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  clinicType: z.string(),
  activated: z.boolean(),
  ...(Object.fromEntries(CLINIC_SWITCHES.map((name) => [name, z.boolean()])) as Record<
    ClinicSwitch,
    z.ZodBoolean
  >),
  additionalConsentText: z.string().nullable(),
  consents: z.array(ConsentSchema),
  /** The logos' public addresses (the branded login page shows them before sign-in). */
  customLogo: z.string().nullable(),
  customTopLogo: z.string().nullable(),
  customUrl: z.string().nullable(),
  addressUSDTOList: z.array(
    ClinicAddressSchema.extend({ secondStreetLine: z.string().nullable() }),
  ),
  experienceBoxes: z.array(z.object({ name: z.string(), url: z.string() })),
  storageUrls: z.array(z.string()),
  rpmPartnerId: z.number().int().nullable(),
  externalPartnerId: z.string().nullable(),
  associatedPartnerId: z.number().int().nullable(),
  parentClinic: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminClinic = z.infer<typeof AdminClinicSchema>;

/** A row of the clinics list and of the clinic pickers (B6, B8). */
export const ClinicListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clinicType: z.string(),
  activated: z.boolean(),
  customUrl: z.string().nullable(),
});
export type ClinicListItem = z.infer<typeof ClinicListItemSchema>;

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** B6: `GET /admin/clinics/find`. */
export const ClinicFindQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  filterByActivated: flag,
  isActivated: flag,
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(100).default(AdminClinicLimits.pageSize),
});
export type ClinicFindQuery = z.input<typeof ClinicFindQuerySchema>;

/** B39, B92: a partner, with what choosing it asks for (B43–B46). */
export const PartnerSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  partnerType: z.string(),
  /** False for the partner offered only as another's associated partner (B41). */
  selectable: z.boolean(),
  needsExternalId: z.boolean(),
  needsAssociatedPartner: z.boolean(),
});
export type Partner = z.infer<typeof PartnerSchema>;

/** B93: a parent account. */
export const ParentClinicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  activated: z.boolean(),
  clinics: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ParentClinic = z.infer<typeof ParentClinicSchema>;

export const ParentClinicInputSchema = z.object({
  name: required(AdminClinicLimits.name),
  description: optionalText(AdminClinicLimits.parentDescription),
  activated: z.boolean().default(true),
  clinicIds: z.array(IdSchema).max(500).default([]),
});
export type ParentClinicInput = z.input<typeof ParentClinicInputSchema>;

export const ParentClinicUpdateSchema = ParentClinicInputSchema.extend({ id: IdSchema });
export type ParentClinicUpdate = z.input<typeof ParentClinicUpdateSchema>;

/** B55: active parent accounts are shown by default, inactive ones hidden. */
export const ParentClinicQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  active: flag.default(true),
  inactive: flag.default(false),
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(100).default(AdminClinicLimits.pageSize),
});
export type ParentClinicQuery = z.input<typeof ParentClinicQuerySchema>;
