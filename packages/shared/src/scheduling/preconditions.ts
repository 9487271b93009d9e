import { z } from 'zod';
import { IdTextSchema } from '../ids.js';

/**
 * C57: the conditions the reason-for-visit step offers (GET /patients/preconditions): what the
 * patient described at earlier bookings, most recent first, then common reasons for a visit. The
 * patient may still type a condition of their own.
 */
export const PreconditionSchema = z.object({
  description: z.string(),
  source: z.enum(['previous', 'common']),
});
export type Precondition = z.infer<typeof PreconditionSchema>;

export const PreconditionsSchema = z.array(PreconditionSchema);

/** A family head may ask for a member they book for; the caller by default. */
export const PreconditionsQuerySchema = z.object({
  patientId: IdTextSchema.optional(),
});

/** How many earlier conditions are offered. */
export const PREVIOUS_CONDITIONS_SHOWN = 10;
