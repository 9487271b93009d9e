import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinicExperienceBoxes } from '../../db/schema/clinic-details.js';
import { clinics } from '../../db/schema/clinics.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createClinic } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
const guide = (hash: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/guide?hash=${encodeURIComponent(hash)}` });
const ownHash = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/guide/own', headers: bearer(token) })).json<{
    hash: string | null;
  }>().hash;

async function worldWithBoxes(allowExperienceBuilder = true) {
  const world = await createClinicWorld(ctx.app, { allowExperienceBuilder });
  await ctx.app.db.insert(clinicExperienceBoxes).values([
    {
      clinicId: world.clinic.id,
      position: 1,
      name: 'Meet the team',
      url: 'https://example.com/team',
    },
    {
      clinicId: world.clinic.id,
      position: 0,
      name: 'Your first visit',
      url: 'https://example.com/first',
    },
  ]);
  return world;
}

describe('B53 I25 the experience guide', () => {
  test('B53 I25 a patient’s own hash opens the clinic’s boxes in order, without a token', async () => {
    const world = await worldWithBoxes();
    const hash = await ownHash(world.patient.token);
    expect(hash).toMatch(/^\d+\./);
    const response = await guide(hash!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clinicName: world.clinic.name,
      logo: null,
      boxes: [
        { name: 'Your first visit', url: 'https://example.com/first' },
        { name: 'Meet the team', url: 'https://example.com/team' },
      ],
      images: [],
    });
  });

  test('B52 I25 the guide shows the clinic’s experience images in their order', async () => {
    const world = await worldWithBoxes();
    const images = [
      'https://example.com/lobby.jpg',
      '/api/clinics/logos/0b0e4f9e-3a57-4c43-9a39-1f9c1f2f6a10.png',
    ];
    await ctx.app.db
      .update(clinics)
      .set({ storageUrls: images })
      .where(eq(clinics.id, world.clinic.id));
    const response = await guide((await ownHash(world.patient.token))!);
    expect(response.json().images).toEqual(images);
  });

  test('B53 a forged, altered or missing hash answers 404 or 400, never another clinic', async () => {
    const world = await worldWithBoxes();
    const other = await createClinic(ctx.app.db, { allowExperienceBuilder: true });
    const hash = (await ownHash(world.patient.token))!;
    const signature = hash.split('.')[1]!;
    expect((await guide(`${other.id}.${signature}`)).statusCode).toBe(404);
    expect((await guide(`${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(
      404,
    );
    expect((await guide(String(world.clinic.id))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/guide' })).statusCode).toBe(400);
  });

  test('B26 with the experience builder off there is no guide and no hash', async () => {
    const world = await worldWithBoxes(false);
    expect(await ownHash(world.patient.token)).toBeNull();
    const on = await worldWithBoxes(true);
    const hash = (await ownHash(on.patient.token))!;
    // The same clinic switched off: its guide stops answering at once.
    await ctx.app.db
      .update(clinics)
      .set({ allowExperienceBuilder: false })
      .where(eq(clinics.id, on.clinic.id));
    expect((await guide(hash)).statusCode).toBe(404);
  });

  test('B53 only patients ask for their own hash', async () => {
    const world = await worldWithBoxes();
    for (const user of [world.provider, world.assistant, world.admin]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/guide/own',
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
