import { createContext, useContext } from 'react';
import type { Account } from '@clinicall/shared/identity';
import { viewerZone } from '../../../lib/zoned-time';

/** Filled by the account gate once GET /account answered, so screens never see "no user". */
export const CurrentAccountContext = createContext<Account | null>(null);

export function useCurrentAccount(): Account {
  const account = useContext(CurrentAccountContext);
  if (account === null) throw new Error('useCurrentAccount is used outside the signed-in area');
  return account;
}

/** The zone this user's times are shown in: their account's, the browser's until one is stored. */
export function useAccountZone(): string {
  return viewerZone(useCurrentAccount().timeZone);
}
