import { z } from 'zod';
import { Paths } from '@clinicall/shared/paths';
import { ChosenPersonSchema, type ChosenPerson } from './booking-draft';

/** The navigation state a link into the patient's booking flow carries: the provider to book. */
const BookWithStateSchema = z.object({ bookWith: ChosenPersonSchema });

/**
 * Issue 22: a link (`to` and `state` of a router Link) that opens the patient's booking flow with
 * the provider already chosen, as a referral's "Book a visit" does.
 */
export const bookWithLink = (provider: ChosenPerson) => ({
  to: Paths.bookAppointment,
  state: { bookWith: provider },
});

/** The provider a link asked to book, if the navigation state names one (parsed: it is input). */
export function providerToBookWith(state: unknown): ChosenPerson | null {
  const parsed = BookWithStateSchema.safeParse(state);
  return parsed.success ? parsed.data.bookWith : null;
}
