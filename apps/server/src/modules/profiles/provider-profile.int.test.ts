import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { providerProfiles } from '../../db/schema/profiles.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createClinic } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const validProfile = {
  firstName: 'Paula',
  lastName: 'Provider',
  email: 'paula.provider@test.example',
  primarySpecialty: 'Family Medicine',
  briefOverview: 'Family doctor for twenty years.',
  specialties: ['Pediatrics', 'pediatrics', ' ', 'Geriatrics'],
  languages: ['English', 'Spanish'],
  insurances: ['Aetna', 'AETNA'],
  recommendation: 'Top Doctor 2024',
  offices: [
    { name: 'Main Street Office', address: '12 Main St', city: 'Springfield', state: 'IL' },
  ],
  hospitalAffiliations: [{ name: '', address: '' }],
  alternativeEmails: ['', 'paula.alt@test.example'],
};

describe('provider profile', () => {
  test('F48 F50 F51 F36 a provider saves their own profile: lists kept once ignoring case, empty hospital counts as none', async () => {
    const world = await createClinicWorld(ctx.app);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(world.provider.token),
      // The sign-in e-mail changes through its own form (issue 19), not here.
      payload: { ...validProfile, email: world.provider.email.toUpperCase() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.specialties).toEqual(['Pediatrics', 'Geriatrics']);
    expect(body.insurances).toEqual(['Aetna']);
    expect(body.hospitalAffiliations).toEqual([]);
    expect(body.alternativeEmails).toEqual(['paula.alt@test.example']);

    const read = await ctx.app.inject({
      url: `/api/providers/${world.provider.id}/profile`,
      headers: bearer(world.patient.token),
    });
    expect(read.statusCode).toBe(200);
    // B50: an office's city and state are kept with its name and address.
    expect(read.json().offices).toEqual(validProfile.offices);
    expect(read.json().recommendation).toBe('Top Doctor 2024');
  });

  test('F49 first name, last name, primary specialty, overview and e-mail are required', async () => {
    const world = await createClinicWorld(ctx.app);
    for (const [field, message] of [
      ['firstName', 'First name is required.'],
      ['primarySpecialty', 'Primary specialty is required.'],
      ['briefOverview', 'Overview is required.'],
      ['email', 'Email is not valid'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/providers/profile',
        headers: bearer(world.provider.token),
        payload: { ...validProfile, [field]: '' },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(message);
    }
  });

  test('F50 issue 19 path 11: a provider of another clinic cannot read the profile, answered as for an unknown id (404)', async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const read = (id: number) =>
      ctx.app.inject({
        url: `/api/providers/${id}/profile`,
        headers: bearer(other.provider.token),
      });
    const response = await read(world.provider.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual((await read(world.provider.id + 1_000_000)).json());
  });
});

describe('provider account shape', () => {
  test('F136 the profile carries newEmail (pending change) and clinicDTOS: all for the provider, the shared ones for others', async () => {
    const world = await createClinicWorld(ctx.app);
    const second = await createClinic(ctx.app.db);
    await ctx.app.db
      .insert(clinicMemberships)
      .values({ userId: world.provider.id, clinicId: second.id, role: Role.provider });
    const pending = `pending-${world.clinic.id}@test.example`;
    await ctx.app.db
      .update(providerProfiles)
      .set({ newEmail: pending })
      .where(eq(providerProfiles.userId, world.provider.id));

    const own = await ctx.app.inject({
      url: `/api/providers/${world.provider.id}/profile`,
      headers: bearer(world.provider.token),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().newEmail).toBe(pending);
    expect(own.json().email).toBe(world.provider.email);
    expect(
      own
        .json()
        .clinicDTOS.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([world.clinic.id, second.id].sort());

    for (const reader of [world.admin, world.patient]) {
      const seen = await ctx.app.inject({
        url: `/api/providers/${world.provider.id}/profile`,
        headers: bearer(reader.token),
      });
      expect(seen.statusCode, reader.email).toBe(200);
      expect(seen.json().newEmail).toBe(pending);
      expect(seen.json().clinicDTOS).toEqual([{ id: world.clinic.id, name: world.clinic.name }]);
    }
  });

  test('F136 without a pending change newEmail is null, and a save keeps a pending one', async () => {
    const world = await createClinicWorld(ctx.app);
    const read = await ctx.app.inject({
      url: `/api/providers/${world.provider.id}/profile`,
      headers: bearer(world.admin.token),
    });
    expect(read.json().newEmail).toBeNull();
    const pending = `later-${world.clinic.id}@test.example`;
    await ctx.app.db
      .insert(providerProfiles)
      .values({ userId: world.provider.id, newEmail: pending })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: { newEmail: pending } });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(world.provider.token),
      payload: { ...validProfile, email: world.provider.email },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().newEmail).toBe(pending);
  });
});
