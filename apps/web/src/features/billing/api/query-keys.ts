/** The keys of every billing query, in one place (see identity's query-keys for why). */
export const billingKeys = {
  all: ['billing'] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
};
