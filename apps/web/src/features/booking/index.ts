/**
 * What other features use from booking: a link into the patient's booking flow with the provider
 * chosen (a referral's "Book a visit"). The wizards are reached through their lazy routes.
 */
export { bookWithLink } from './book-with';
