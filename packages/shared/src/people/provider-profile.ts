import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { ALTERNATIVE_EMAILS_MAX, ProfileEmailSchema } from './patient-profile.js';
import { PeopleMessages as M } from './messages.js';

/** I10: an office or hospital holds a name and an address. */
export const PlaceSchema = z.object({
  name: z.string().trim().max(TextLimit.normal),
  address: z.string().trim().max(TextLimit.normal).default(''),
});
export type Place = z.infer<typeof PlaceSchema>;

/** B50, I10: an office also names its city and state, as a clinic's address box does. */
export const OfficeSchema = PlaceSchema.extend({
  city: z.string().trim().max(TextLimit.short).default(''),
  state: z.string().trim().max(TextLimit.short).default(''),
});
export type Office = z.infer<typeof OfficeSchema>;

/** F36: list items kept once, ignoring case; blanks dropped. */
export function uniqueItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    kept.push(item);
  }
  return kept;
}

const ItemListSchema = z
  .array(z.string().max(TextLimit.short))
  .max(100)
  .default([])
  .transform(uniqueItems);

/** F48–F51: the provider profile's editable fields. */
export const ProviderProfileFieldsSchema = z.object({
  firstName: z.string().trim().min(1, M.providerFirstNameRequired).max(50),
  lastName: z.string().trim().min(1, M.providerLastNameRequired).max(50),
  email: ProfileEmailSchema,
  primarySpecialty: z.string().trim().min(1, M.primarySpecialtyRequired).max(TextLimit.short),
  briefOverview: z.string().trim().min(1, M.overviewRequired).max(TextLimit.large),
  specialties: ItemListSchema,
  languages: ItemListSchema,
  insurances: ItemListSchema,
  recommendation: z.string().trim().max(TextLimit.large).default(''),
  offices: z.array(OfficeSchema).max(50).default([]),
  /** F51: an entry without a name (the empty first box) counts as none. */
  hospitalAffiliations: z
    .array(PlaceSchema)
    .max(50)
    .default([])
    .transform((list) => list.filter((place) => place.name !== '')),
  alternativeEmails: z
    .array(z.string().trim())
    .default([])
    .transform((emails) => emails.filter((e) => e !== ''))
    .pipe(z.array(ProfileEmailSchema).max(ALTERNATIVE_EMAILS_MAX, M.alternativeEmailsMax)),
});
export type ProviderProfileFields = z.infer<typeof ProviderProfileFieldsSchema>;
export type ProviderProfileFieldsInput = z.input<typeof ProviderProfileFieldsSchema>;

const PlaceOutSchema = z.object({ name: z.string(), address: z.string() });
export const OfficeOutSchema = PlaceOutSchema.extend({ city: z.string(), state: z.string() });

/** F50: a provider profile as read (plain types: responses are not transformed). */
export const ProviderProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** F136, like F20: an e-mail change waiting for confirmation, shown highlighted. */
  newEmail: z.string().nullable(),
  primarySpecialty: z.string(),
  briefOverview: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  insurances: z.array(z.string()),
  recommendation: z.string(),
  offices: z.array(OfficeOutSchema),
  hospitalAffiliations: z.array(PlaceOutSchema),
  alternativeEmails: z.array(z.string()),
  /** The photo's URL (`photoPath`), null without a photo. */
  imagePath: z.string().nullable(),
  /** F136: the provider's clinics, as far as the reader shares them. */
  clinicDTOS: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>;
