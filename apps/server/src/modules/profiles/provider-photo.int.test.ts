import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import {
  createClinicWorld,
  createSuperAdminUser,
  type ClinicWorld,
} from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

/** A provider's photo as the photo service leaves it: a JPEG under `photos/<uuid>.jpg`. */
async function givePhoto(userId: number, colour = '#2a6') {
  const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const key = `photos/${randomUUID()}.jpg`;
  await ctx.app.storage.write(key, Readable.from([jpeg]));
  await ctx.app.db.update(users).set({ imagePath: key }).where(eq(users.id, userId));
  return { key, jpeg };
}

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { ...bearer(token), ...headers } });

/** The photo URL the provider's profile hands out, read as `who`. */
async function photoUrlOf(world: ClinicWorld, token: string) {
  const profile = await get(`/api/providers/${world.provider.id}/profile`, token);
  expect(profile.statusCode, profile.body).toBe(200);
  return profile.json<{ imagePath: string | null }>().imagePath;
}

describe('provider photo', () => {
  test('the profile names a versioned photo URL; the provider, colleagues, staff and the clinic’s patients get the JPEG', async () => {
    const world = await createClinicWorld(ctx.app);
    const { key, jpeg } = await givePhoto(world.provider.id);
    const url = await photoUrlOf(world, world.patient.token);
    const version = key.slice('photos/'.length, -'.jpg'.length);
    expect(url).toBe(`/api/providers/${world.provider.id}/photo?v=${version}`);
    const superAdmin = await createSuperAdminUser(ctx.app);
    for (const reader of [
      world.provider,
      world.otherProvider,
      world.assistant,
      world.admin,
      world.patient,
      world.familyMember,
      superAdmin,
    ]) {
      const photo = await get(url!, reader.token);
      expect(photo.statusCode, reader.email).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.headers.vary).toContain('Authorization');
      expect(photo.rawPayload.equals(jpeg)).toBe(true);
    }
  });

  test('an unversioned or outdated URL is revalidated; a matching ETag answers 304 without the bytes', async () => {
    const world = await createClinicWorld(ctx.app);
    await givePhoto(world.provider.id);
    const plain = await get(`/api/providers/${world.provider.id}/photo`, world.patient.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    const etag = String(plain.headers.etag);
    const again = await get(
      `/api/providers/${world.provider.id}/photo?v=old`,
      world.patient.token,
      {
        'if-none-match': etag,
      },
    );
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await givePhoto(world.provider.id, '#a26');
    const changed = await get(`/api/providers/${world.provider.id}/photo`, world.patient.token, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  test('issue 19 path 11: people of another clinic are refused as for an unknown provider (404); a provider without a photo answers 404', async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    await givePhoto(world.provider.id);
    for (const stranger of [other.provider, other.patient, other.admin, other.assistant]) {
      const photo = await get(`/api/providers/${world.provider.id}/photo`, stranger.token);
      expect(photo.statusCode, stranger.email).toBe(404);
      expect(photo.json().code, stranger.email).toBe('NOT_FOUND');
    }
    expect(await photoUrlOf(world, world.patient.token)).not.toBeNull();
    const none = await get(`/api/providers/${world.otherProvider.id}/photo`, world.patient.token);
    expect(none.statusCode).toBe(404);
    const notAProvider = await get(
      `/api/providers/${world.patient.id}/photo`,
      world.provider.token,
    );
    expect(notAProvider.statusCode).toBe(404);
  });

  test('lists that show providers carry the same photo URL (booking, assistant, logged user)', async () => {
    const world = await createClinicWorld(ctx.app, { isPatientScheduleAppointmentEnabled: true });
    await givePhoto(world.provider.id);
    const url = await photoUrlOf(world, world.patient.token);
    const booking = await get('/api/appointments/providers?page=0&size=50', world.patient.token);
    expect(booking.statusCode, booking.body).toBe(200);
    const listed = booking
      .json<{ content: { id: number; imagePath: string | null }[] }>()
      .content.find((p) => p.id === world.provider.id);
    expect(listed?.imagePath).toBe(url);
    const assisted = await get('/api/assistant/providers?page=0&size=50', world.assistant.token);
    expect(assisted.statusCode, assisted.body).toBe(200);
    expect(assisted.json().content[0].imagePath).toBe(url);
    const me = await get('/api/getLoggedUser', world.provider.token);
    expect(me.json().imagePath).toBe(url);
  });
});

describe('provider photo upload', () => {
  /** One file as a multipart body, built by hand so the test controls every byte. */
  const upload = (token: string, fileName: string, content: Buffer) => {
    const boundary = `----photo${Date.now()}`;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/providers/photo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  test('F50 F40 F41 a provider replaces their photo: resized, served at the new URL, the old file removed', async () => {
    const world = await createClinicWorld(ctx.app);
    const { key: oldKey } = await givePhoto(world.provider.id);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const response = await upload(world.provider.token, 'me.png', png);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ imagePath: string }>().imagePath;
    expect(await photoUrlOf(world, world.patient.token)).toBe(url);
    const photo = await get(url, world.patient.token);
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 512]);
    await expect(ctx.app.storage.read(oldKey)).rejects.toThrow();
  });

  test('F40 F41 F13 an oversized or fake photo is refused, and only providers upload here', async () => {
    const world = await createClinicWorld(ctx.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = await upload(
      world.provider.token,
      'big.png',
      Buffer.concat([png, Buffer.alloc(3_000_001 - png.length)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errorMessage).toBe(
      'Photo exceeds the maximum size. Please select a smaller size photo.',
    );
    const fake = await upload(
      world.provider.token,
      'me.jpg',
      Buffer.from('MZ\x90\x00 not a photo'),
    );
    expect(fake.statusCode).toBe(415);
    expect((await upload(world.patient.token, 'me.png', png)).statusCode).toBe(403);
    expect((await upload(world.admin.token, 'me.png', png)).statusCode).toBe(403);
    expect(await photoUrlOf(world, world.patient.token)).toBeNull();
  });
});
