import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { rpmEnrolments } from '../../db/schema/monitoring.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { notificationsSettled, silently } from '../../test-support/cache-notifications.js';
import type { ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  LISTS_NOW,
  openListsClinic,
  UPCOMING,
  type ListsClinic,
} from '../../test-support/encounter-pages.js';
import { bearer, createClinic } from '../../test-support/factories.js';
import { setEncounterStatus } from '../../test-support/encounter-status.js';
import { instanceHarness } from '../../test-support/instances.js';
import { enrol, useMonitoringPartner } from '../../test-support/monitoring.js';
import { bookFreeVideoVisit } from '../../test-support/paid-booking.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import type { TestContext } from '../../test-support/test-app.js';
import { answerFields } from './encounter-answer-row.js';

// What ends the list cache's pages (migration 0029's triggers): each kind of change is seen on the
// next page.
const NOW = LISTS_NOW;
const time = pinnedClock(NOW);
const { open } = await instanceHarness();
let lists: ListsClinic;
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;
let videoTypeId: number;

beforeAll(async () => {
  lists = await openListsClinic(open, time.clock);
  ({ first, second, world, videoTypeId } = lists);
});

beforeEach(() => time.set(NOW));

/** Changes one appointment, announced as any code path's change is. */
const change = (id: number, set: Partial<typeof encounters.$inferInsert>) =>
  first.app.db.update(encounters).set(set).where(eq(encounters.id, id));

describe('changes', () => {
  test('C86 C87 a booking, its acceptance and its cancellation through the API show on the next page', async () => {
    await lists.clear();
    expect((await lists.pageOf(world.provider.token)).count).toBe(0);
    expect((await lists.pageOf(world.patient.token)).count).toBe(0);
    const booked = await bookFreeVideoVisit(
      first.app,
      world,
      videoTypeId,
      new Date('2026-03-10T14:00:00Z'),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    expect(await lists.onlyOf(world.provider.token)).toMatchObject({ id, status: 'REQUESTED' });
    expect(
      (await setEncounterStatus(first.app, world.provider.token, id, 'ACCEPTED')).statusCode,
    ).toBe(200);
    expect((await lists.onlyOf(world.provider.token)).status).toBe('ACCEPTED');
    expect((await lists.onlyOf(world.patient.token)).status).toBe('ACCEPTED');
    expect(
      (await setEncounterStatus(first.app, world.patient.token, id, 'CANCELLED')).statusCode,
    ).toBe(200);
    expect(await lists.onlyOf(world.provider.token)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Feeling better',
    });
  });

  test('C86 a change of any column a page shows is seen, not only of status or times', async () => {
    await lists.clear();
    const id = await lists.appointment(first.app.db, '2026-03-10T14:00:00Z');
    const shown = () => lists.onlyOf(world.provider.token);
    expect((await shown()).room).toBeNull();
    // What entering the room writes (over the room's socket, rooms.repository.ts).
    await change(id, { roomName: `encounter-${id}`, roomStartTime: new Date(NOW) });
    expect((await shown()).room).toEqual({ name: `encounter-${id}`, patientJoined: false });
    await change(id, { patientJoined: true });
    expect((await shown()).room?.patientJoined).toBe(true);
    await change(id, { whatIsWrong: 'Headache' });
    expect((await shown()).whatIsWrong).toBe('Headache');
    await change(id, { message: { subject: 'Results', messageBody: 'All clear' } });
    expect((await shown()).message).toEqual({ subject: 'Results', messageBody: 'All clear' });
    await change(id, { hasFeverHistory: true });
    expect((await shown()).hasFeverHistory).toBe(true);
    await change(id, { leadProviderId: world.otherProvider.id });
    expect((await shown()).leadProviderId).toBe(world.otherProvider.id);
  });

  test('C86 the update trigger compares every column a page reads', async () => {
    const [trigger] = await first.app.db
      .select({ definition: sql<string>`pg_get_triggerdef(oid)` })
      .from(sql`pg_trigger`)
      .where(sql`tgname = 'encounters_lists_update'`);
    // A column added to the answer without its comparison would leave its changes unannounced.
    const read = Object.values(answerFields.encounter).map((column) => column.name);
    const compared = read.filter(
      (name) =>
        name === 'id' || trigger?.definition.includes(`old.${name} IS DISTINCT FROM new.${name}`),
    );
    expect(compared).toEqual(read);
  });

  test('C86 an update of nothing a page shows keeps it', async () => {
    await lists.clear();
    const id = await lists.appointment(first.app.db, '2026-03-10T14:00:00Z');
    await notificationsSettled();
    const page = await lists.pageOf(world.provider.token);
    await silently(first.app.db, (tx) => lists.appointment(tx, '2026-03-11T14:00:00Z'));
    // Neither a column no page shows nor a value set to itself announces anything.
    await change(id, { updatedAt: new Date(), statusChangedAt: new Date() });
    await change(id, { status: 'ACCEPTED', whatIsWrong: null });
    expect(await lists.pageOf(world.provider.token)).toEqual(page);
  });

  test('C86 a party’s new name, e-mail or specialty and a video type’s new name show on the next page', async () => {
    await lists.clear();
    const id = await lists.appointment(first.app.db, '2026-03-10T14:00:00Z');
    await change(id, { type: 'VIDEO', videoTypeId });
    expect((await lists.onlyOf(world.patient.token)).provider.primarySpecialty).toBe(
      'Family Medicine',
    );
    const saved = await first.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(world.provider.token),
      payload: {
        firstName: 'Paulina',
        lastName: 'Provost',
        email: world.provider.email,
        primarySpecialty: 'Cardiology',
        briefOverview: 'Heart health.',
        specialties: [],
        languages: [],
        insurances: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lists.onlyOf(world.patient.token)).provider).toMatchObject({
      firstName: 'Paulina',
      lastName: 'Provost',
      primarySpecialty: 'Cardiology',
    });

    await first.app.db
      .update(users)
      .set({ email: `renamed-${world.patient.email}` })
      .where(eq(users.id, world.patient.id));
    expect((await lists.onlyOf(world.provider.token)).patient.email).toBe(
      `renamed-${world.patient.email}`,
    );

    const offerings = await first.app.inject({
      url: '/api/providers/offering',
      headers: bearer(world.provider.token),
    });
    const renamed = offerings.json<Offerings>().encounterAccounts.map((account) => ({
      ...account,
      encounterVideoTypes: account.encounterVideoTypes.map((type) => ({
        ...type,
        encounterName: 'Second opinion',
      })),
    }));
    const savedTypes = await first.app.inject({
      method: 'PUT',
      url: '/api/providers/offering',
      headers: bearer(world.provider.token),
      payload: { encounterAccounts: renamed },
    });
    expect(savedTypes.statusCode, savedTypes.body).toBe(200);
    expect((await lists.onlyOf(world.provider.token)).videoTypeName).toBe('Second opinion');
  });

  test('G4 a patient’s monitoring starting and ending shows in isActiveRPM on the next page of both instances; searchRpmPatient keeps monitored patients; another clinic’s monitoring does not show', async () => {
    await lists.clear();
    await lists.appointment(first.app.db, '2026-03-10T14:00:00Z');
    await insertEncounter(first.app.db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.otherPatient.id,
      start: '2026-03-11T14:00:00Z',
      minutes: 30,
    });
    const monitoredOnly = `${UPCOMING}&searchRpmPatient=true`;
    const flags = async (app = first.app) =>
      Object.fromEntries(
        (await lists.pageOf(world.provider.token, app)).encountersDTO.map((e) => [
          e.patient.id,
          e.patient.isActiveRPM,
        ]),
      );
    const profileFlag = async () => {
      const response = await first.app.inject({
        url: `/api/patient/${world.patient.id}/profile`,
        headers: bearer(world.provider.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ isActiveRPM: boolean }>().isActiveRPM;
    };
    const none = { [world.patient.id]: false, [world.otherPatient.id]: false };
    expect(await flags()).toEqual(none);
    expect(await flags(second.app)).toEqual(none);
    expect((await lists.pageOf(world.provider.token, first.app, monitoredOnly)).count).toBe(0);

    // Monitored at another clinic (by another partner): nothing this clinic's staff may learn.
    const elsewhere = await createClinic(first.app.db);
    await useMonitoringPartner(first.app, elsewhere.id, 'strados');
    await enrol(first.app, { key: 'strados', patientId: world.patient.id, clinicId: elsewhere.id });
    // A sign-up sent is not monitoring yet.
    await useMonitoringPartner(first.app, world.clinic.id, 'remotecare');
    await enrol(first.app, {
      key: 'remotecare',
      patientId: world.patient.id,
      clinicId: world.clinic.id,
      state: 'SENT',
    });
    expect(await flags()).toEqual(none);
    expect(await profileFlag()).toBe(false);

    const mine = and(
      eq(rpmEnrolments.patientId, world.patient.id),
      eq(rpmEnrolments.clinicId, world.clinic.id),
    );
    await first.app.db.update(rpmEnrolments).set({ state: 'ACTIVE' }).where(mine);
    const monitored = { ...none, [world.patient.id]: true };
    expect(await flags()).toEqual(monitored);
    await expect.poll(() => flags(second.app)).toEqual(monitored);
    const kept = await lists.pageOf(world.provider.token, first.app, monitoredOnly);
    expect(kept.encountersDTO.map((e) => e.patient.id)).toEqual([world.patient.id]);
    expect(kept.count).toBe(1);
    expect(await profileFlag()).toBe(true);

    await first.app.db.delete(rpmEnrolments).where(mine);
    expect(await flags()).toEqual(none);
    await expect.poll(() => flags(second.app)).toEqual(none);
    expect(await profileFlag()).toBe(false);
  });

  test('C86 a family member’s appointment, and a family’s new head, show in the head’s page', async () => {
    await lists.clear();
    expect((await lists.pageOf(world.patient.token)).count).toBe(0);
    expect((await lists.pageOf(world.otherPatient.token)).count).toBe(0);
    await insertEncounter(first.app.db, {
      clinicId: world.clinic.id,
      providerId: world.otherProvider.id,
      patientId: world.familyMember.id,
      start: '2026-03-12T14:00:00Z',
      minutes: 30,
    });
    expect((await lists.pageOf(world.patient.token)).count).toBe(1);
    const headedBy = (familyOwnerId: number) =>
      first.app.db
        .update(patientProfiles)
        .set({ familyOwnerId })
        .where(eq(patientProfiles.userId, world.familyMember.id));
    await headedBy(world.otherPatient.id);
    expect((await lists.pageOf(world.patient.token)).count).toBe(0);
    expect((await lists.pageOf(world.otherPatient.token)).count).toBe(1);
    await headedBy(world.patient.id);
  });
});
