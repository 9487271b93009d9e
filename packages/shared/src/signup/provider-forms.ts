import { z } from 'zod';
import { NAME_MAX } from '../invitations/rules.js';
import { uniqueItems } from '../people/provider-profile.js';
import { SignupMessages } from './messages.js';
import {
  LONG_TEXT_MAX,
  PASSWORD_SIGNUP_MAX,
  PASSWORD_SIGNUP_MIN,
  SignupEmailSchema,
  SignupPasswordSchema,
} from './schemas.js';

const required = z
  .string()
  .refine((v) => v.trim().length > 0, { message: SignupMessages.required });
const name = required.refine((v) => v.trim().length <= NAME_MAX, SignupMessages.nameTooLong);
const longText = z.string().max(LONG_TEXT_MAX, SignupMessages.textTooLong);

/** F36: a list item is kept once, ignoring case, and never blank. */
const ItemList = z.array(z.string()).transform(uniqueItems);

/** The primary specialty is chosen from this list (spec 2 §2 "choose one"; the list is ours). */
export const SPECIALTY_CHOICES = [
  'Allergy and Immunology',
  'Anesthesiology',
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Endocrinology',
  'Family Medicine',
  'Gastroenterology',
  'Geriatrics',
  'Internal Medicine',
  'Nephrology',
  'Neurology',
  'Obstetrics and Gynecology',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Psychology',
  'Pulmonology',
  'Radiology',
  'Rheumatology',
  'Urology',
] as const;

/** F118–F123: the provider wizard's overview step. */
export const ProviderOverviewFormSchema = z
  .object({
    firstName: name,
    lastName: name,
    primarySpecialty: required,
    email: SignupEmailSchema,
    password: SignupPasswordSchema,
    // F122: the confirmation has the password's own bounds, then must match.
    secondPassword: z
      .string()
      .refine((v) => v.length > 0, { message: SignupMessages.required })
      .refine((v) => v.length >= PASSWORD_SIGNUP_MIN, { message: SignupMessages.passwordShort })
      .refine((v) => v.length <= PASSWORD_SIGNUP_MAX, { message: SignupMessages.passwordLong }),
    briefOverview: required.pipe(longText),
    specialties: ItemList,
    languages: ItemList,
  })
  .refine((v) => v.password === v.secondPassword, {
    path: ['secondPassword'],
    message: SignupMessages.passwordMismatch,
  });
export type ProviderOverviewForm = z.input<typeof ProviderOverviewFormSchema>;

/** F51: a box left wholly blank counts as none. */
export const isBlankPlace = (place: { name: string; address: string }) =>
  place.name.trim() === '' && place.address.trim() === '';

/** An office or hospital box: both its name and its address, once anything is typed. */
const PlaceForm = z
  .object({ name: z.string().max(255), address: z.string().max(1000) })
  .superRefine((v, ctx) => {
    if (isBlankPlace(v)) return;
    if (v.name.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['name'], message: SignupMessages.required });
    if (v.address.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['address'], message: SignupMessages.required });
  });
export type PlaceFormValue = z.input<typeof PlaceForm>;

/** F124: at least one office box, and a free list of accepted insurances. */
export const OfficesFormSchema = z.object({
  offices: z
    .array(PlaceForm)
    .refine((list) => list.some((place) => !isBlankPlace(place)), SignupMessages.officeRequired),
  insurances: ItemList,
});
export type OfficesForm = z.input<typeof OfficesFormSchema>;

/** F126: one optional text area. */
export const RecommendationFormSchema = z.object({ recommendation: longText });
export type RecommendationForm = z.input<typeof RecommendationFormSchema>;

/**
 * F125: hospitals are optional (the spec says so twice, and "at least one" once): blank boxes are
 * dropped, the others need a name and an address.
 */
export const HospitalsFormSchema = z.object({ hospitalAffiliations: z.array(PlaceForm) });
export type HospitalsForm = z.input<typeof HospitalsFormSchema>;
