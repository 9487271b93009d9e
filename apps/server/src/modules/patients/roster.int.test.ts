import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { patientProfiles } from '../../db/schema/profiles.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createUser } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

type RosterBody = {
  content: {
    email: string;
    lastAppointmentDate: string | null;
    isFamilyMember: boolean;
    headPatientId: number | null;
    dateOfBirth: string | null;
    gender: string | null;
  }[];
  last: boolean;
  totalElements: number;
};

describe('patient roster', () => {
  test('F1 F2 the roster pages the clinic’s patients in name order, with count, family flag and last appointment', async () => {
    const world = await createClinicWorld(ctx.app);
    await ctx.app.db
      .update(patientProfiles)
      .set({ dateOfBirth: '1980-02-03', gender: 'female' })
      .where(eq(patientProfiles.userId, world.patient.id));
    const past = new Date(Date.now() - 5 * 86_400_000).toISOString();
    await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
      start: past,
      minutes: 30,
      status: 'FINISHED',
    });
    const page0 = await ctx.app.inject({
      url: '/api/patients?size=2',
      headers: bearer(world.provider.token),
    });
    expect(page0.statusCode, page0.body).toBe(200);
    const body = page0.json<RosterBody>();
    expect(body.totalElements).toBe(3);
    expect(body.last).toBe(false);
    const page1 = (
      await ctx.app.inject({
        url: '/api/patients?size=2&page=1',
        headers: bearer(world.provider.token),
      })
    ).json<RosterBody>();
    expect(page1.last).toBe(true);
    const all = [...body.content, ...page1.content];
    const pat = all.find((p) => p.email === world.patient.email);
    expect(pat?.lastAppointmentDate).toBe(past);
    const fin = all.find((p) => p.email === world.familyMember.email);
    expect(fin).toMatchObject({ isFamilyMember: true, headPatientId: world.patient.id });
    const olga = all.find((p) => p.email === world.otherPatient.email);
    expect(olga?.lastAppointmentDate).toBeNull();

    const count = await ctx.app.inject({
      url: '/api/patients/count',
      headers: bearer(world.provider.token),
    });
    expect(count.json()).toEqual({ count: 3 });
  });

  test('F1 search matches the start of first name, last name or e-mail, word by word, ignoring case', async () => {
    const world = await createClinicWorld(ctx.app);
    const zelda = await createUser(ctx.app.db, Role.patient, {
      clinicId: world.clinic.id,
      firstName: 'Zelda',
      lastName: 'Quincey-Hart',
    });
    const search = async (keyword: string) =>
      (
        await ctx.app.inject({
          url: `/api/patients/search?keyword=${encodeURIComponent(keyword)}`,
          headers: bearer(world.provider.token),
        })
      ).json<RosterBody>();
    expect((await search('zel')).content.map((p) => p.email)).toEqual([zelda.email]);
    expect((await search('ZELDA quin')).content.map((p) => p.email)).toEqual([zelda.email]);
    expect((await search('elda')).content).toEqual([]);
    expect((await search('%')).content).toEqual([]);
    expect((await search(zelda.email.slice(0, 12))).totalElements).toBe(1);
  });

  test('F1 a patient whose first name, last name and e-mail all start with the word is found once', async () => {
    const world = await createClinicWorld(ctx.app);
    // Test e-mails start with "patient-", so "pat" starts all three keys.
    const patience = await createUser(ctx.app.db, Role.patient, {
      clinicId: world.clinic.id,
      firstName: 'Patience',
      lastName: 'Patel',
    });
    const response = await ctx.app.inject({
      url: '/api/patients/search?keyword=pat',
      headers: bearer(world.provider.token),
    });
    const body = response.json<RosterBody>();
    const emails = body.content.map((p) => p.email);
    expect(emails.filter((email) => email === patience.email)).toHaveLength(1);
    expect(new Set(emails).size).toBe(emails.length);
    expect(body.totalElements).toBe(emails.length);
  });

  test('F1 search takes %, _, a backslash and accents as the characters they are', async () => {
    const world = await createClinicWorld(ctx.app);
    const patient = (firstName: string, lastName: string) =>
      createUser(ctx.app.db, Role.patient, { clinicId: world.clinic.id, firstName, lastName });
    const underscore = await patient('Ann_e', 'Dale');
    await patient('Annie', 'Dale');
    const percent = await patient('Bo%', 'Vale');
    const backslash = await patient('Cy\\d', 'Vale');
    const accented = await patient('Zoë', 'Ångström');
    const emails = async (keyword: string) =>
      (
        await ctx.app.inject({
          url: `/api/patients/search?keyword=${encodeURIComponent(keyword)}`,
          headers: bearer(world.provider.token),
        })
      )
        .json<RosterBody>()
        .content.map((p) => p.email);
    expect(await emails('ann_')).toEqual([underscore.email]);
    expect(await emails('bo%')).toEqual([percent.email]);
    expect(await emails('bo% vale')).toEqual([percent.email]);
    expect(await emails('cy\\')).toEqual([backslash.email]);
    expect(await emails('zoë')).toEqual([accented.email]);
    expect(await emails('zoe')).toEqual([]);
    expect(await emails('\u{10FFFF}')).toEqual([]);
    expect(await emails('dale ann_')).toEqual([underscore.email]);
  });

  test('F1 the roster is provider only: a patient is refused', async () => {
    const world = await createClinicWorld(ctx.app);
    const response = await ctx.app.inject({
      url: '/api/patients',
      headers: bearer(world.patient.token),
    });
    expect(response.statusCode).toBe(403);
  });

  test('F43 the lookup lists are served', async () => {
    for (const url of [
      '/api/USStates',
      '/api/AllergyMedicationType',
      '/api/AllergyMedicationSymptoms',
      '/api/medicalHistoryData',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json<unknown[]>().length, url).toBeGreaterThan(2);
    }
  });
});
