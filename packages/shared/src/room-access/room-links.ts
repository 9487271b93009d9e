import { z } from 'zod';
import { RoomAccessMessages } from './messages.js';

/** D23: MM/DD/YYYY, the masked entry's shape. */
export const DATE_OF_BIRTH_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `MM/DD/YYYY` → `YYYY-MM-DD`, or null for a malformed or impossible date. */
export function isoFromUsDate(value: string): string | null {
  const match = DATE_OF_BIRTH_PATTERN.exec(value);
  if (!match) return null;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== Number(yyyy) ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd)
  ) {
    return null;
  }
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * GET /api/encounters/roomLink/:id?dateOfBirth (D20): absent on the automatic first try. The date
 * travels as YYYY-MM-DD (H11), whatever the form shows (MM/DD/YYYY, D25).
 */
export const RoomLinkQuerySchema = z.object({
  dateOfBirth: z.iso.date({ error: RoomAccessMessages.roomLink.dateFormat }).optional(),
});

export const RoomLinkParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** One consent document the person accepts before entering (D22). */
export const ConsentFileSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** B27: false for a clinic consent offered to read only (its `requireConsentCheck` is off). */
  required: z.boolean().optional(),
});
export type ConsentFile = z.infer<typeof ConsentFileSchema>;

export const RoomLinkConsentsSchema = z.object({
  consentFiles: z.array(ConsentFileSchema),
  /** B27: the clinic's own words shown with its consents, when its consent switch is on. */
  additionalConsentText: z.string().nullable().optional(),
});
export type RoomLinkConsents = z.infer<typeof RoomLinkConsentsSchema>;

/** The room validation result (spec 1 §3): the consents and the room URL to go to. */
export const RoomValidationSchema = RoomLinkConsentsSchema.extend({ url: z.string() });
export type RoomValidation = z.infer<typeof RoomValidationSchema>;

/** POST /api/encounters/:id/roomLink: a provider sends the room link again (mail and SMS). */
export const RoomLinkSentSchema = z.object({ sent: z.number().int() });
