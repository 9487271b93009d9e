import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import {
  createNetworkWorld,
  sendReferral,
  type NetworkWorld,
} from '../../test-support/referrals.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: NetworkWorld;

/** Gives a provider a stored JPEG photo, as the photo service leaves one. */
async function givePhoto(userId: number) {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  const key = `photos/${randomUUID()}.jpg`;
  await ctx.app.storage.write(key, Readable.from([jpeg]));
  await ctx.app.db.update(users).set({ imagePath: key }).where(eq(users.id, userId));
  return jpeg;
}

const photoOf = (providerId: number, reader: { token: string }) =>
  ctx.app.inject({ url: `/api/providers/${providerId}/photo`, headers: bearer(reader.token) });

beforeAll(async () => {
  world = await createNetworkWorld(ctx.app);
  await givePhoto(world.providerB.id);
  await givePhoto(world.providerC.id);
});

describe('provider photos across the network', () => {
  test('F103 a provider of another network clinic sees the photo the find list shows', async () => {
    const photo = await photoOf(world.providerB.id, world.providerA);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  test('F103 outside the network the photo is refused as for an unknown provider (404)', async () => {
    // Clinic C has the network off: its provider neither sees B nor is seen from A.
    for (const [providerId, reader] of [
      [world.providerB.id, world.providerC],
      [world.providerC.id, world.providerA],
    ] as const) {
      const photo = await photoOf(providerId, reader);
      expect(photo.statusCode).toBe(404);
      expect(photo.json().code).toBe('NOT_FOUND');
    }
    // Staff of a network clinic who are not providers are not in the network.
    const adminA = await createUser(ctx.app.db, Role.clinicAdmin, { clinicId: world.a.id });
    const byAdmin = await photoOf(world.providerB.id, {
      token: await tokenFor(ctx.app, adminA.id),
    });
    expect(byAdmin.statusCode).toBe(404);
  });

  test('F91 a patient sees the photo of the provider they were referred to, and no other', async () => {
    expect((await photoOf(world.providerB.id, world.patientA)).statusCode).toBe(404);
    await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    expect((await photoOf(world.providerB.id, world.patientA)).statusCode).toBe(200);
    expect((await photoOf(world.providerC.id, world.patientA)).statusCode).toBe(404);
  });
});
