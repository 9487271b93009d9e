import { useState } from 'react';
import { browserZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';

const askedKey = (userId: number) => `clinicall.zone-asked.${userId}`;

function readAsked(userId: number): string | null {
  try {
    return localStorage.getItem(askedKey(userId));
  } catch {
    return null;
  }
}

/**
 * Whether to ask "switch to this computer's zone?": the browser's zone differs from the account's
 * and this user was not asked about that browser zone yet (once per browser-zone change, never a
 * silent switch). An assistant acting for a provider is never asked: the zone is the provider's.
 */
export function useZoneQuestion() {
  const account = useCurrentAccount();
  const browser = browserZone();
  const [asked, setAsked] = useState(() => readAsked(account.id));
  const due =
    account.actingAssistant === null &&
    account.timeZone !== null &&
    account.timeZone !== browser &&
    asked !== browser;
  const answered = () => {
    try {
      localStorage.setItem(askedKey(account.id), browser);
    } catch {
      // Storage refused (private mode): the question comes back next sign-in, which is harmless.
    }
    setAsked(browser);
  };
  return { due, browser, accountZone: account.timeZone, answered };
}
