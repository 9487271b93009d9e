import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { Messages } from '../messages.js';
import { DURATIONS, VideoTypeRules } from './constants.js';
import { UsdSchema } from './money.js';
import {
  EncounterTypeInputSchema,
  EncounterTypeSchema,
  PaymentTypeInputSchema,
  PaymentTypeSchema,
} from './types.js';
import { IdSchema } from '../ids.js';

const required = { error: Messages.generic.required };

/** C10: a duration in minutes, one of the offered lengths (sent as a number or a numeric string). */
export const DurationSchema = z.coerce
  .number()
  .int()
  .refine((n) => (DURATIONS as readonly number[]).includes(n), {
    message: `one of ${DURATIONS.join(', ')} minutes`,
  });

/** C8, C9: a video encounter type as the provider edits it; `id` absent for a new one. */
export const VideoEncounterTypeInputSchema = z.object({
  id: IdSchema.optional(),
  encounterName: z.string(required).trim().min(1, required).max(TextLimit.short),
  description: z.string(required).trim().min(1, required).max(TextLimit.medium),
  duration: DurationSchema.default(VideoTypeRules.defaultDuration),
  price: UsdSchema.default(VideoTypeRules.defaultPrice),
  allowAppointmentTemplate: z.boolean().default(false),
  templateId: IdSchema.nullable().default(null),
  requireAttachment: z.boolean().default(false),
});
export type VideoEncounterTypeInput = z.input<typeof VideoEncounterTypeInputSchema>;

export const VideoEncounterTypeSchema = z.object({
  id: z.number().int(),
  encounterName: z.string(),
  description: z.string(),
  duration: z.number().int(),
  price: z.number(),
  allowAppointmentTemplate: z.boolean(),
  templateId: z.number().int().nullable(),
  requireAttachment: z.boolean(),
});
export type VideoEncounterType = z.infer<typeof VideoEncounterTypeSchema>;

/** C111: one encounter account per type; `quantity` is its price in USD. */
export const EncounterAccountInputSchema = z.object({
  encounterType: EncounterTypeInputSchema,
  active: z.boolean(),
  quantity: UsdSchema.default(0),
  /** Only the VIDEO account carries video types; at most 3 (C11). */
  encounterVideoTypes: z.array(VideoEncounterTypeInputSchema).max(VideoTypeRules.max).default([]),
});

export const EncounterAccountSchema = z.object({
  encounterType: EncounterTypeSchema,
  active: z.boolean(),
  quantity: z.number(),
  encounterVideoTypes: z.array(VideoEncounterTypeSchema),
});
export type EncounterAccount = z.infer<typeof EncounterAccountSchema>;

/** C4: the body of POST and PUT /providers/offering; accounts left out keep their state. */
export const SaveOfferingsRequestSchema = z.object({
  paymentTypes: z.array(PaymentTypeInputSchema).optional(),
  encounterAccounts: z
    .array(EncounterAccountInputSchema)
    .max(4)
    .refine((accounts) => new Set(accounts.map((a) => a.encounterType)).size === accounts.length, {
      message: 'each encounter type at most once',
    })
    .refine(
      (accounts) =>
        accounts.every((a) => a.encounterType === 'VIDEO' || a.encounterVideoTypes.length === 0),
      { message: 'only the VIDEO account has video types' },
    ),
});
export type SaveOfferingsRequest = z.input<typeof SaveOfferingsRequestSchema>;

/**
 * C111: a provider's offerings, one account per type in a fixed order (VIDEO, AUDIO, MESSAGE,
 * OFFICE). `paymentTypes` is always ['INSURANCE'] (C6). `inOfficeAllowed` says whether one of the
 * provider's clinics has in-office appointments on (C3).
 */
export const OfferingsSchema = z.object({
  providerId: z.number().int(),
  paymentTypes: z.array(PaymentTypeSchema),
  encounterAccounts: z.array(EncounterAccountSchema),
  inOfficeAllowed: z.boolean(),
});
export type Offerings = z.infer<typeof OfferingsSchema>;

/** I6: a patient (or a colleague) reads a provider's offerings by e-mail; a provider reads their own. */
export const OfferingsQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(TextLimit.short).optional(),
});
