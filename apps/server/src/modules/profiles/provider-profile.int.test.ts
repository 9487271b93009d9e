import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
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
  offices: [{ name: 'Main Street Office', address: '12 Main St, Springfield' }],
  hospitalAffiliations: [{ name: '', address: '' }],
  alternativeEmails: ['', 'paula.alt@test.example'],
};

describe('provider profile', () => {
  test('F48 F50 F51 F36 a provider saves their own profile: lists kept once ignoring case, empty hospital counts as none', async () => {
    const world = await createClinicWorld(ctx.app);
    const email = `paula-${world.clinic.id}@test.example`;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(world.provider.token),
      payload: { ...validProfile, email },
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

  test('F50 a provider of another clinic cannot read the profile (403)', async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const response = await ctx.app.inject({
      url: `/api/providers/${world.provider.id}/profile`,
      headers: bearer(other.provider.token),
    });
    expect(response.statusCode).toBe(403);
  });
});
