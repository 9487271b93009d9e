/**
 * The keys of every identity query, built in one place so a fetch, a prefetch in a route loader
 * and an invalidation can never disagree on them. Everything hangs under `identity`, so the whole
 * feature's cache can be dropped at once.
 */
export const identityKeys = {
  all: ['identity'] as const,
  account: () => [...identityKeys.all, 'account'] as const,
  loggedUser: () => [...identityKeys.all, 'logged-user'] as const,
  configs: () => [...identityKeys.all, 'configs'] as const,
  resetKey: (key: string) => [...identityKeys.all, 'reset-key', key] as const,
};
