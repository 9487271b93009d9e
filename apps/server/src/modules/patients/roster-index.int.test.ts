import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { createClinicWorld, type SignedIn } from '../../test-support/clinic-world.js';
import { bearer, createClinic, createUser, joinClinic } from '../../test-support/factories.js';
import { mailedToken } from '../../test-support/invitations.js';
import { useTestApp } from '../../test-support/test-app.js';

// The roster reads patient_roster and clinic_patient_counts, which triggers keep in step with
// memberships and users: these tests change those tables directly and read the roster back.
const ctx = useTestApp();

type RosterBody = {
  content: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    imagePath: string | null;
    gender: string | null;
    dateOfBirth: string | null;
    isFamilyMember: boolean;
    headPatientId: number | null;
  }[];
  last: boolean;
  totalElements: number;
};

const roster = async (who: SignedIn, query: string) => {
  const response = await ctx.app.inject({ url: `/api/${query}`, headers: bearer(who.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RosterBody>();
};
const search = (who: SignedIn, keyword: string, paging = '') =>
  roster(who, `patients/search?keyword=${encodeURIComponent(keyword)}${paging}`);
const count = async (who: SignedIn) =>
  (await roster(who, 'patients/count')) as unknown as {
    count: number;
  };

describe('patient roster kept by the database', () => {
  test('F1 a renamed patient is found and ordered by the new name at once, no longer by the old', async () => {
    const world = await createClinicWorld(ctx.app);
    await ctx.app.db
      .update(users)
      .set({ firstName: 'Aaron', lastName: 'Abbott', email: 'aaron.abbott@renamed.example' })
      .where(eq(users.id, world.otherPatient.id));
    expect((await search(world.provider, 'olga')).content).toEqual([]);
    expect((await search(world.provider, 'ABBOTT aar')).content.map((p) => p.id)).toEqual([
      world.otherPatient.id,
    ]);
    expect((await search(world.provider, 'aaron.abbott@')).totalElements).toBe(1);
    const page = await roster(world.provider, 'patients?size=25');
    expect(page.content[0]).toMatchObject({ id: world.otherPatient.id, lastName: 'Abbott' });
  });

  test('F2 a row shows a profile written after the membership, a new photo, gender, date of birth and family head at once', async () => {
    const world = await createClinicWorld(ctx.app);
    const newcomer = await createUser(ctx.app.db, Role.patient, {
      clinicId: world.clinic.id,
      firstName: 'Zora',
      lastName: 'Quill',
    });
    const row = async () => (await search(world.provider, 'zora quill')).content[0];
    expect(await row()).toMatchObject({ gender: null, dateOfBirth: null, imagePath: null });
    await ctx.app.db
      .insert(patientProfiles)
      .values({ userId: newcomer.id, gender: 'female', dateOfBirth: '1984-03-09' });
    expect(await row()).toMatchObject({ gender: 'female', dateOfBirth: '1984-03-09' });
    await ctx.app.db
      .update(users)
      .set({ imagePath: 'photos/v42.jpg' })
      .where(eq(users.id, newcomer.id));
    await ctx.app.db
      .update(patientProfiles)
      .set({ gender: 'other', dateOfBirth: '1985-04-10', familyOwnerId: world.patient.id })
      .where(eq(patientProfiles.userId, newcomer.id));
    expect(await row()).toMatchObject({
      imagePath: `/api/patient/${newcomer.id}/photo?v=v42`,
      gender: 'other',
      dateOfBirth: '1985-04-10',
      isFamilyMember: true,
      headPatientId: world.patient.id,
    });
    const firstPage = await roster(world.provider, 'patients?size=25');
    expect(firstPage.content.find((p) => p.id === newcomer.id)).toEqual(await row());
    await ctx.app.db.delete(patientProfiles).where(eq(patientProfiles.userId, newcomer.id));
    expect(await row()).toMatchObject({ gender: null, dateOfBirth: null, headPatientId: null });
  });

  test('F1 a patient who leaves the clinic leaves its roster, search and count', async () => {
    const world = await createClinicWorld(ctx.app);
    expect(await count(world.provider)).toEqual({ count: 3 });
    await ctx.app.db
      .delete(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, world.otherPatient.id),
          eq(clinicMemberships.clinicId, world.clinic.id),
        ),
      );
    expect(await count(world.provider)).toEqual({ count: 2 });
    expect((await search(world.provider, 'olga')).content).toEqual([]);
    const page = await roster(world.provider, 'patients');
    expect(page.totalElements).toBe(2);
    expect(page.content.map((p) => p.id)).not.toContain(world.otherPatient.id);
  });

  test('F1 a member who is not a patient is not on the roster, and becomes one when the role changes', async () => {
    const world = await createClinicWorld(ctx.app);
    expect((await search(world.provider, 'omar')).content).toEqual([]);
    await ctx.app.db
      .update(clinicMemberships)
      .set({ role: Role.patient })
      .where(eq(clinicMemberships.userId, world.otherProvider.id));
    expect((await search(world.provider, 'omar')).content.map((p) => p.id)).toEqual([
      world.otherProvider.id,
    ]);
    expect(await count(world.provider)).toEqual({ count: 4 });
  });

  test('F1 a provider of two clinics sees a patient of both once, and counts them once', async () => {
    const world = await createClinicWorld(ctx.app);
    const second = await createClinic(ctx.app.db);
    await joinClinic(ctx.app.db, world.provider.id, second.id, Role.provider);
    await joinClinic(ctx.app.db, world.patient.id, second.id, Role.patient);
    const newcomer = await createUser(ctx.app.db, Role.patient, {
      clinicId: second.id,
      firstName: 'Nia',
      lastName: 'Patient',
    });
    expect(await count(world.provider)).toEqual({ count: 4 });
    const page = await roster(world.provider, 'patients');
    expect(page.totalElements).toBe(4);
    expect(page.content.map((p) => p.id).sort()).toEqual(
      [world.patient.id, world.otherPatient.id, world.familyMember.id, newcomer.id].sort(),
    );
    const found = await search(world.provider, 'patient');
    expect(found.totalElements).toBe(4);
    expect(found.content.filter((p) => p.id === world.patient.id)).toHaveLength(1);
    // The other clinic's provider sees only its own patients.
    const other = await roster(world.otherProvider, 'patients');
    expect(other.totalElements).toBe(3);
  });

  test('F1 search pages in name order with the number of matches, also past the last page', async () => {
    const world = await createClinicWorld(ctx.app);
    const names = ['Kim Zeta', 'Kim Alpha', 'Kimberly Beta', 'Ki Mu'];
    for (const name of names) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      await createUser(ctx.app.db, Role.patient, {
        clinicId: world.clinic.id,
        firstName,
        lastName,
      });
    }
    const first = await search(world.provider, 'kim', '&size=2');
    expect(first).toMatchObject({ last: false, totalElements: 3 });
    expect(first.content.map((p) => p.lastName)).toEqual(['Alpha', 'Beta']);
    const second = await search(world.provider, 'kim', '&size=2&page=1');
    expect(second).toMatchObject({ last: true, totalElements: 3 });
    expect(second.content.map((p) => p.lastName)).toEqual(['Zeta']);
    const past = await search(world.provider, 'kim', '&size=2&page=5');
    expect(past).toEqual({ content: [], last: true, totalElements: 3 });
    expect((await roster(world.provider, 'patients?size=2&page=9')).totalElements).toBe(7);
    expect((await search(world.provider, 'kim_')).totalElements).toBe(0);
  });

  test('F84 F1 issue 19 path 1: a bulk invite’s new patients are on the roster at once, another clinic’s invitee once they accept', async () => {
    const world = await createClinicWorld(ctx.app);
    const elsewhere = await createClinicWorld(ctx.app);
    const row = (firstName: string) => ({
      firstName,
      lastName: 'Bulk',
      email: `${firstName.toLowerCase()}-${world.clinic.id}@bulk.example`,
      gender: 'female',
      dateOfBirth: '1990-05-06',
    });
    const bulk = async (who: SignedIn, rows: ReturnType<typeof row>[]) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/patientBulkRegister',
        headers: bearer(who.token),
        payload: rows,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ createdAccounts: string[]; invitedToClinic: string[] }>();
    };
    // Sam is invited by the other clinic first and has not signed up: he gets a join link only.
    await bulk(elsewhere.provider, [row('Sam')]);
    const result = await bulk(world.provider, [row('Quinn'), row('Rae'), row('Sam')]);
    expect(result.invitedToClinic).toEqual([row('Sam').email]);
    expect(await count(world.provider)).toEqual({ count: 5 });
    expect((await search(world.provider, 'bulk')).totalElements).toBe(2);
    const joined = await ctx.app.inject({
      url: `/api/joinClinic?token=${encodeURIComponent(await mailedToken(ctx.app, row('Sam').email))}`,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await count(world.provider)).toEqual({ count: 6 });
    expect(await count(elsewhere.provider)).toEqual({ count: 4 });
    expect((await search(world.provider, 'bulk')).totalElements).toBe(3);
    expect((await search(elsewhere.provider, 'bulk sam')).totalElements).toBe(1);
    // Each row shows the profile the invite wrote after the membership.
    expect((await search(world.provider, 'bulk')).content).toEqual(
      // F77: the invite stores names as written (issue 21).
      ['Quinn', 'Rae', 'Sam'].map((firstName) =>
        expect.objectContaining({ firstName, gender: 'female', dateOfBirth: '1990-05-06' }),
      ),
    );
  });
});
