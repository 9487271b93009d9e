/**
 * What other parts of the app may use from the assistant feature (see identity's index for the
 * rule). The route loader prefetches the first page of providers with this query.
 */
export { assistedProvidersQuery } from './api/get-assisted-providers';
