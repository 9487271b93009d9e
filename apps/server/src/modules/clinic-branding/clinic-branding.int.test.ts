import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinics } from '../../db/schema/clinics.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer, createClinic, joinClinic } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
const slug = () => `Brand-${randomBytes(4).toString('hex')}`;
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('A19 the branded login lookup by custom URL', () => {
  test('A19 B17 open, any case, answers the name, stored URL and logo', async () => {
    const customUrl = slug();
    const logo = '/api/clinics/logos/00000000-0000-0000-0000-000000000000.png';
    await createClinic(ctx.app.db, { name: 'Brand Clinic', customUrl, customLogo: logo });
    for (const asked of [customUrl, customUrl.toLowerCase(), customUrl.toUpperCase()]) {
      const response = await get(`/api/clinics/customUrls/${asked}`);
      expect(response.statusCode, asked).toBe(200);
      expect(response.json()).toEqual({ name: 'Brand Clinic', customUrl, logo });
    }
  });

  test('A19 a clinic without a logo answers a null logo', async () => {
    const customUrl = slug();
    await createClinic(ctx.app.db, { name: 'Plain Clinic', customUrl });
    expect((await get(`/api/clinics/customUrls/${customUrl}`)).json()).toMatchObject({
      logo: null,
    });
  });

  test('A19 an unknown or deactivated clinic URL answers 404', async () => {
    expect((await get(`/api/clinics/customUrls/${slug()}`)).statusCode).toBe(404);
    const customUrl = slug();
    await createClinic(ctx.app.db, { customUrl, activated: false });
    expect((await get(`/api/clinics/customUrls/${customUrl}`)).statusCode).toBe(404);
  });
});

describe('A20 A51 the custom URL of a user’s own clinic', () => {
  test('A20 a provider, an assistant, a clinic admin and a patient each read their own', async () => {
    const customUrl = slug();
    const world = await createClinicWorld(ctx.app, { customUrl });
    for (const user of [world.provider, world.assistant, world.admin]) {
      const response = await get(`/api/clinics/customUrls/provider/${user.id}`, user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ customUrl });
    }
    const patient = await get(
      `/api/clinics/customUrls/patient/${world.patient.id}`,
      world.patient.token,
    );
    expect(patient.json()).toEqual({ customUrl });
  });

  test('A20 a clinic without a custom URL answers null', async () => {
    const world = await createClinicWorld(ctx.app);
    const response = await get(
      `/api/clinics/customUrls/patient/${world.patient.id}`,
      world.patient.token,
    );
    expect(response.json()).toEqual({ customUrl: null });
  });

  test('A20 of several clinics, the first joined with a custom URL is the answer', async () => {
    const world = await createClinicWorld(ctx.app);
    const customUrl = slug();
    const second = await createClinic(ctx.app.db, { customUrl });
    await joinClinic(ctx.app.db, world.provider.id, second.id, Role.provider);
    const url = `/api/clinics/customUrls/provider/${world.provider.id}`;
    expect((await get(url, world.provider.token)).json()).toEqual({ customUrl });
    await ctx.app.db
      .update(clinics)
      .set({ customUrl: slug() })
      .where(eq(clinics.id, world.clinic.id));
    const [first] = await ctx.app.db.select().from(clinics).where(eq(clinics.id, world.clinic.id));
    expect((await get(url, world.provider.token)).json()).toEqual({ customUrl: first?.customUrl });
  });

  test('A20 nobody learns where someone else is cared for: other ids, other roles, no token', async () => {
    const world = await createClinicWorld(ctx.app, { customUrl: slug() });
    const other = await createClinicWorld(ctx.app, { customUrl: slug() });
    const patientUrl = `/api/clinics/customUrls/patient/${world.patient.id}`;
    const providerUrl = `/api/clinics/customUrls/provider/${world.provider.id}`;
    // The same refusal for a real patient of another clinic and for an id that does not exist.
    expect((await get(patientUrl, other.patient.token)).statusCode).toBe(403);
    expect((await get(patientUrl, world.otherPatient.token)).statusCode).toBe(403);
    expect(
      (await get('/api/clinics/customUrls/patient/999999999', world.patient.token)).statusCode,
    ).toBe(403);
    // Staff of the patient's own clinic use their own lookup, not the patient's.
    expect((await get(patientUrl, world.provider.token)).statusCode).toBe(403);
    expect((await get(providerUrl, world.otherProvider.token)).statusCode).toBe(403);
    expect((await get(providerUrl, world.patient.token)).statusCode).toBe(403);
    const superAdmin = await createSuperAdminUser(ctx.app);
    expect((await get(providerUrl, superAdmin.token)).statusCode).toBe(403);
    expect((await get(patientUrl)).statusCode).toBe(401);
    expect((await get(providerUrl)).statusCode).toBe(401);
  });
});
