import { Role } from '@clinicall/shared/roles';
import type { Executor } from '../db/database.js';
import { clinicMemberships } from '../db/schema/clinics.js';
import { assistantProviders } from '../db/schema/profiles.js';
import { createUserAccount } from '../modules/account/user-accounts.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

/**
 * Issue 20: an inactive assistant, so the staff lists' active filter and the refused sign-in of a
 * deactivated account can be tried on the demo (the clinic admin can switch it back on).
 */
export const demoInactiveAssistant = {
  email: 'former.assistant@clinicall.example',
  role: Role.assistant,
  firstName: 'Robin',
  lastName: 'Hale',
};

export async function seedDemoStaff(tx: Executor, input: { clinicId: number; providerId: number }) {
  const former = await createUserAccount(tx, {
    ...demoInactiveAssistant,
    password: DEMO_PASSWORD,
    activated: false,
  });
  await tx
    .insert(clinicMemberships)
    .values({ userId: former.id, clinicId: input.clinicId, role: Role.assistant });
  await tx
    .insert(assistantProviders)
    .values({ assistantId: former.id, providerId: input.providerId });
}
