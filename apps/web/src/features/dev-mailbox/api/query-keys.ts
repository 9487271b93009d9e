/** The keys of every development mailbox query, in one place (see identity's query-keys for why). */
export const devMailboxKeys = {
  all: ['dev-mailbox'] as const,
  status: () => [...devMailboxKeys.all, 'status'] as const,
  mails: () => [...devMailboxKeys.all, 'mails'] as const,
};
