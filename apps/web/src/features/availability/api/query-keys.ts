/** The keys of every availability query, in one place (see identity's query-keys for why). */
export const availabilityKeys = {
  all: ['availability'] as const,
  /** A week, named by its Monday. */
  week: (monday: string) => [...availabilityKeys.all, 'week', monday] as const,
};
