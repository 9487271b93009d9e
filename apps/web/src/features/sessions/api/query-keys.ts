/** The keys of every sessions query, in one place (see identity's query-keys for why). */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};
