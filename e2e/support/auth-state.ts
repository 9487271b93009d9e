import path from 'node:path';
import { demoAccounts } from './accounts.js';

/** One demo account per role whose signed-in browser state the setup project stores. */
export const storedRoles = {
  superAdmin: demoAccounts.superAdmin,
  clinicAdmin: demoAccounts.clinicAdmin,
  provider: demoAccounts.providerRivera,
  assistant: demoAccounts.assistant,
  patient: demoAccounts.patientJones,
} as const;

export type StoredRole = keyof typeof storedRoles;

/**
 * A role's stored state (the token the app keeps in localStorage). A journey that only needs a
 * signed-in user starts with `test.use({ storageState: storageStateOf('patient') })`. It must not
 * log out: that would revoke the session every other journey of that role shares.
 */
export function storageStateOf(role: StoredRole): string {
  // A run against a demo server of one's own keeps its sessions apart from other runs' (E2E_AUTH_DIR).
  const folder =
    process.env.E2E_AUTH_DIR ?? path.join(import.meta.dirname, '..', '.artifacts', 'auth');
  return path.join(folder, `${role}.json`);
}
