import { count } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clinicMemberships, clinics, partners } from '../db/schema/clinics.js';
import { users } from '../db/schema/identity.js';
import { assistantProviders, patientProfiles, providerProfiles } from '../db/schema/profiles.js';
import { createUserAccount } from '../modules/account/user-accounts.js';
import { DEMO_PASSWORD, demoAccounts as a } from './demo-accounts.js';
import type { FileStorage } from '../modules/storage/file-storage.js';
import { seedDemoAdminAudit } from './demo-admin-audit.js';
import { seedDemoAppointments } from './demo-appointments.js';
import { seedDemoAttachments } from './demo-attachments.js';
import { seedDemoClinics } from './demo-clinics.js';
import { seedDemoNotes } from './demo-notes.js';
import { seedDemoInvitation } from './demo-invitation.js';
import { seedDemoLegalDocuments } from './demo-legal-documents.js';
import { seedDemoConversations } from './demo-conversations.js';
import { onDemandWindow, roomVisitTime, seedDemoRoomVisit } from './demo-room-visit.js';
import { seedDemoPaidVisits } from './demo-paid-visits.js';
import { seedDemoProfiles } from './demo-profiles.js';
import { seedDemoRecordViews } from './demo-record-views.js';
import { seedDemoReferrals } from './demo-referrals.js';
import { seedDemoRoomLinks } from './demo-room-links.js';
import { demoOfferings, seedDemoSchedules } from './demo-schedules.js';
import { seedPartners } from './partners.js';
import { seedDemoMonitoring } from './demo-monitoring.js';
import { seedDemoStaff } from './demo-staff.js';

/**
 * Seeds the demo clinic on an empty database; returns false when there are users already. With a
 * `storage`, the demo patients get attachments too. Every demo time is placed relative to `now`.
 */
export async function seedDemoIfEmpty(
  db: Db,
  storage?: FileStorage,
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    await seedPartners(tx);
    const [rpm] = await tx.select().from(partners).limit(1);
    const [clinic] = await tx
      .insert(clinics)
      .values({
        name: 'Riverside Family Health',
        description: 'Primary care and telehealth for the whole family.',
        clinicType: 'Primary care',
        customUrl: 'riverside',
        isInOfficeAppointmentActive: true,
        isPatientWelcomeEmailEnabled: true,
        providerNetworkEnabled: true,
        isPatientScheduleAppointmentEnabled: true,
        allowPatientInRoomLight: true,
        allowMuteAll: true,
        allowRemotePatientMonitoring: true,
        allowAppointmentTemplate: true,
        allowPatientAttachment: true,
        rpmPartnerId: rpm?.id ?? null,
      })
      .returning();
    if (!clinic) throw new Error('clinic insert returned no row');

    const create = (
      account: (typeof a)[keyof typeof a],
      extra: { mustChangePassword?: boolean; passcodeRequired?: boolean } = {},
    ) =>
      createUserAccount(tx, {
        ...account,
        password: DEMO_PASSWORD,
        ...extra,
        ...(demoOfferings[account.email]
          ? { timeZone: demoOfferings[account.email]!.timeZone }
          : {}),
      });
    const superAdmin = await create(a.superAdmin);
    const clinicAdmin = await create(a.clinicAdmin);
    const rivera = await create(a.providerRivera);
    const chen = await create(a.providerChen);
    const okafor = await create(a.passcodeProvider, { passcodeRequired: true });
    const novak = await create(a.firstTimeProvider, { mustChangePassword: true });
    const assistant = await create(a.assistant);
    const jones = await create(a.patientJones);
    const mia = await create(a.familyMember);
    const patel = await create(a.patientPatel);
    const brown = await create(a.patientBrown);

    const members = [clinicAdmin, rivera, chen, okafor, novak, assistant, jones, mia, patel, brown];
    await tx
      .insert(clinicMemberships)
      .values(members.map((u) => ({ userId: u.id, clinicId: clinic.id, role: u.role })));
    await tx.insert(providerProfiles).values([
      {
        userId: rivera.id,
        primarySpecialty: 'Family Medicine',
        specialties: ['Family Medicine', 'Pediatrics'],
        languages: ['English', 'Spanish'],
      },
      {
        userId: chen.id,
        primarySpecialty: 'Internal Medicine',
        specialties: ['Internal Medicine'],
        languages: ['English', 'Mandarin'],
      },
      {
        userId: okafor.id,
        primarySpecialty: 'Dermatology',
        specialties: ['Dermatology'],
        languages: ['English'],
      },
      {
        userId: novak.id,
        primarySpecialty: 'Psychiatry',
        specialties: ['Psychiatry'],
        languages: ['English', 'Czech'],
      },
    ]);
    await seedDemoSchedules(tx, [rivera, chen, okafor, novak], now);
    await seedDemoStaff(tx, { clinicId: clinic.id, providerId: rivera.id });
    await tx.insert(assistantProviders).values([
      { assistantId: assistant.id, providerId: rivera.id },
      { assistantId: assistant.id, providerId: chen.id },
    ]);
    await tx.insert(patientProfiles).values([
      { userId: jones.id, dateOfBirth: '1984-03-12', gender: 'Male' },
      {
        userId: mia.id,
        dateOfBirth: '2016-07-30',
        gender: 'Female',
        familyOwnerId: jones.id,
        relationship: 'Daughter',
      },
      { userId: patel.id, dateOfBirth: '1991-11-02', gender: 'Female' },
      { userId: brown.id, dateOfBirth: '1958-05-21', gender: 'Male' },
    ]);
    await seedDemoProfiles(tx, { jones, mia, patel, brown, rivera });
    await seedDemoPaidVisits(tx, {
      clinicId: clinic.id,
      now,
      providers: { rivera, chen },
      patients: { jones, mia, patel, brown },
    });
    if (storage) {
      await seedDemoAttachments(tx, storage, {
        clinicId: clinic.id,
        now,
        providers: { rivera, chen },
        patients: { jones, mia, patel },
      });
    }
    await seedDemoClinics(tx, storage, clinic.id);
    await seedDemoReferrals(tx, { riversideId: clinic.id, rivera, jones, patel }, now);
    await seedDemoInvitation(tx, { clinicId: clinic.id, invitedBy: rivera.id });
    await seedDemoAppointments(
      tx,
      {
        clinicId: clinic.id,
        providers: [rivera, chen, okafor, novak],
        patients: [jones, mia, patel, brown],
        keepFree: [
          { providerId: chen.id, ...roomVisitTime(now) },
          { providerId: rivera.id, ...onDemandWindow(now) },
        ],
      },
      now,
    );
    await seedDemoNotes(tx, { rivera, chen });
    await seedDemoRecordViews(
      tx,
      { clinicId: clinic.id, rivera, chen, assistant, jones, mia },
      now,
    );
    await seedDemoAdminAudit(
      tx,
      { superAdmin, clinicId: clinic.id, novak, clinicAdminId: clinicAdmin.id },
      now,
    );
    await seedDemoConversations(tx, {
      clinicId: clinic.id,
      now,
      providers: { rivera, chen },
      patients: { jones, patel, brown },
    });
    await seedDemoRoomLinks(tx, {
      provider: rivera,
      phones: [
        { userId: jones.id, phoneNumber: '+15555550101' },
        { userId: patel.id, phoneNumber: '+15555550142' },
        { userId: brown.id, phoneNumber: '+15555550177' },
      ],
    });
    await seedDemoRoomVisit(
      tx,
      { clinicId: clinic.id, providerId: chen.id, patientId: patel.id },
      now,
    );
    await seedDemoMonitoring(
      tx,
      {
        clinicId: clinic.id,
        providerId: rivera.id,
        steady: jones,
        hypertensive: patel,
        sepsis: brown,
      },
      now,
    );
    // Last: the acceptances cover every demo user created above.
    await seedDemoLegalDocuments(tx, { superAdminId: superAdmin.id, clinicName: clinic.name }, now);
  });
  return true;
}
