import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clinicMemberships, clinics } from '../db/schema/clinics.js';
import { providerProfiles } from '../db/schema/profiles.js';
import { providerRelationships, referralGrants, referrals } from '../db/schema/referrals.js';
import { createUserAccount } from '../modules/account/user-accounts.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { demoOfferings, seedDemoSchedules } from './demo-schedules.js';

type Person = { id: number };
const DAY = 86_400_000;

/**
 * Issue 22 item 6: Lakeside joins the provider network with Dr. Sato, connected both ways with
 * Dr. Rivera of Riverside; Dr. Rivera referred Priya Patel to Dr. Sato (waiting for an answer) and
 * Sam Jones (accepted yesterday, so Dr. Sato reads Sam's profile through the referral, and Sam can
 * book Dr. Sato's hours at Lakeside).
 */
export async function seedDemoReferrals(
  ex: Executor,
  people: { riversideId: number; rivera: Person; jones: Person; patel: Person },
  now: Date,
) {
  const [lakeside] = await ex
    .update(clinics)
    .set({ providerNetworkEnabled: true })
    .where(eq(clinics.customUrl, 'lakeside'))
    .returning({ id: clinics.id });
  if (!lakeside) throw new Error('the demo clinic Lakeside is missing');
  const { email } = demoAccounts.providerSato;
  const sato = await createUserAccount(ex, {
    ...demoAccounts.providerSato,
    password: DEMO_PASSWORD,
    timeZone: demoOfferings[email]!.timeZone,
  });
  await ex
    .insert(clinicMemberships)
    .values({ userId: sato.id, clinicId: lakeside.id, role: Role.provider });
  await ex.insert(providerProfiles).values({
    userId: sato.id,
    primarySpecialty: 'Psychiatry',
    specialties: ['Psychiatry', 'Sleep Medicine'],
    languages: ['English', 'Japanese'],
    briefOverview: 'Adult psychiatry by video, with evening hours.',
    preferred: true,
  });
  await seedDemoSchedules(ex, [{ id: sato.id, email }], now);
  const { rivera, jones, patel, riversideId } = people;
  await ex.insert(providerRelationships).values([
    { providerId: rivera.id, connectedProviderId: sato.id },
    { providerId: sato.id, connectedProviderId: rivera.id },
  ]);
  const referral = (patientId: number, note: string, createdAt: Date) => ({
    clinicId: riversideId,
    senderId: rivera.id,
    receiverId: sato.id,
    patientId,
    note,
    createdAt,
  });
  await ex
    .insert(referrals)
    .values(
      referral(
        patel.id,
        'Trouble sleeping for three months; please assess for insomnia.',
        new Date(now.getTime() - 2 * DAY),
      ),
    );
  const answeredAt = new Date(now.getTime() - DAY);
  const [accepted] = await ex
    .insert(referrals)
    .values({
      ...referral(
        jones.id,
        'Low mood since the spring; PHQ-9 of 14. Thank you for seeing Sam.',
        new Date(now.getTime() - 3 * DAY),
      ),
      state: 'accepted',
      answeredAt,
    })
    .returning({ id: referrals.id });
  await ex.insert(referralGrants).values({
    referralId: accepted!.id,
    providerId: sato.id,
    patientId: jones.id,
    clinicId: riversideId,
    grantedAt: answeredAt,
  });
}
