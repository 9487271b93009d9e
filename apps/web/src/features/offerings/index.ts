/**
 * What other parts of the app may use from the offerings feature: the route loader's query, and
 * a provider's offerings for the booking wizards. The page is reached through its lazy route.
 */
export { myOfferingsQuery, useMyOfferings, useProviderOfferings } from './api/get-offerings';
