import { randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_TTL_HOURS } from '@clinicall/shared/people/email-change';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { emailChangeKeys } from '../db/schema/email-changes.js';
import { users } from '../db/schema/identity.js';
import { patientProfileHistory } from '../db/schema/people.js';
import { patientProfiles, providerProfiles } from '../db/schema/profiles.js';

type Person = { id: number };

/**
 * Issue 10: realistic profiles, one edit in the history, a family, provider pages to read, and a
 * pending e-mail change (F20) so the highlight shows.
 */
export async function seedDemoProfiles(
  tx: Executor,
  people: { jones: Person; mia: Person; patel: Person; brown: Person; rivera: Person },
) {
  const { jones, mia, patel, brown, rivera } = people;
  const jonesAddress = {
    firstStreetLine: '418 Willow Creek Rd',
    secondStreetLine: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62704',
  };
  await tx.update(users).set({ phoneNumber: '2175550142' }).where(eq(users.id, jones.id));
  await tx.update(users).set({ phoneNumber: '3125550187' }).where(eq(users.id, patel.id));
  await tx
    .update(patientProfiles)
    .set({
      gender: 'male',
      ehrId: 'RFH-004812',
      address: jonesAddress,
      alternativeEmails: ['sam.jones.work@example.com'],
      medicalHistory: { conditions: ['High blood pressure'], mentalHealth: ['Anxiety'] },
      medicineInfo: {
        height: `5'11"`,
        weight: 184,
        isAllergic: true,
        allergies: [{ type: 'Medication', symptom: 'Hives' }],
        medications: [
          { name: 'Lisinopril', dosage: '10 mg', frequency: 'Once daily', method: 'Orally' },
          { name: 'Albuterol', dosage: '90 mcg', frequency: 'As needed', method: 'Inhaled' },
        ],
      },
      emergencyContact: {
        firstName: 'Dana',
        lastName: 'Jones',
        telephoneNumber: '2175550199',
        relationship: 'Spouse',
        address: '',
      },
    })
    .where(eq(patientProfiles.userId, jones.id));
  await tx
    .update(patientProfiles)
    .set({
      gender: 'female',
      medicineInfo: {
        height: `4'2"`,
        weight: 58,
        isAllergic: true,
        allergies: [{ type: 'Food', symptom: 'Swelling' }],
        medications: [],
      },
    })
    .where(eq(patientProfiles.userId, mia.id));
  await tx
    .update(patientProfiles)
    .set({
      gender: 'female',
      ehrId: 'RFH-007391',
      address: {
        ...jonesAddress,
        firstStreetLine: '77 Lakeview Ave',
        city: 'Chicago',
        postalCode: '60614',
      },
      medicineInfo: {
        height: `5'5"`,
        weight: 132,
        isAllergic: false,
        allergies: [],
        medications: [],
      },
    })
    .where(eq(patientProfiles.userId, patel.id));
  await tx
    .update(patientProfiles)
    .set({ gender: 'male' })
    .where(eq(patientProfiles.userId, brown.id));
  // One past edit: Dr. Rivera added the inhaler at a visit last month.
  await tx.insert(patientProfileHistory).values({
    patientId: jones.id,
    modifiedById: rivera.id,
    modifiedAt: new Date(Date.now() - 30 * 86_400_000),
    oldProfile: { id: jones.id, medicineInfo: { medications: [] } },
    diff: [
      {
        op: 'add',
        path: '/medicineInfo/medications/1',
        value: { name: 'Albuterol', dosage: '90 mcg', frequency: 'As needed', method: 'Inhaled' },
      },
    ],
  });
  await seedPendingEmailChange(tx, { patel, rivera });
  await tx
    .update(providerProfiles)
    .set({
      briefOverview:
        'Board-certified family physician caring for children and adults, with a focus on preventive care.',
      insurances: ['Aetna', 'Blue Cross Blue Shield', 'Medicare'],
      recommendation: 'Springfield Top Doctors 2024',
      // B50: each office names its city and state.
      offices: [
        {
          name: 'Riverside Main Office',
          address: '200 River St',
          city: 'Springfield',
          state: 'IL',
        },
        { name: 'Riverside West Clinic', address: '45 Lakeview Dr', city: 'Chatham', state: 'IL' },
      ],
      hospitalAffiliations: [
        { name: "St. John's Hospital", address: '800 E Carpenter St, Springfield, IL' },
      ],
    })
    .where(eq(providerProfiles.userId, rivera.id));
}

/**
 * Dr. Rivera typed a new address for Ms. Patel yesterday: it waits for her agreement (her profile
 * offers it, issue 19) and the new address's confirmation. The mailed keys were never kept (only
 * hashes are stored), so this demo link cannot be confirmed; a fresh change made in the app mails
 * working ones to the outbox.
 */
async function seedPendingEmailChange(tx: Executor, people: { patel: Person; rivera: Person }) {
  const { patel, rivera } = people;
  const newEmail = 'priya.patel.home@example.com';
  const requestedAt = new Date(Date.now() - 86_400_000);
  const [before] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, patel.id));
  await tx.update(patientProfiles).set({ newEmail }).where(eq(patientProfiles.userId, patel.id));
  await tx.insert(emailChangeKeys).values({
    keyHash: randomBytes(32).toString('base64url'),
    userId: patel.id,
    newEmail,
    requestedById: rivera.id,
    createdAt: requestedAt,
    expiresAt: new Date(requestedAt.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
  });
  await tx.insert(patientProfileHistory).values({
    patientId: patel.id,
    modifiedById: rivera.id,
    modifiedAt: requestedAt,
    oldProfile: { id: patel.id, email: before?.email ?? '' },
    diff: [{ op: 'change', path: '/email', value: newEmail }],
  });
}
