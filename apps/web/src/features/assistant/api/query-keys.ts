/** The keys of every assistant query, in one place (see identity's query-keys for why). */
export const assistantKeys = {
  all: ['assistant'] as const,
  providers: (search: string) => [...assistantKeys.all, 'providers', search] as const,
};
