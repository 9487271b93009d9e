/** The keys of every offerings query, in one place (see identity's query-keys for why). */
export const offeringsKeys = {
  all: ['offerings'] as const,
  mine: () => [...offeringsKeys.all, 'mine'] as const,
  ofProvider: (email: string) => [...offeringsKeys.all, 'provider', email] as const,
};
