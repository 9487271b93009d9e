import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { FileMessages } from '@clinicall/shared/files';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { multipart } from '../../test-support/multipart.js';
import { useTestApp } from '../../test-support/test-app.js';
import { FileNotFoundError } from '../storage/file-storage.js';

const ctx = useTestApp();

const jpeg = (width = 800) =>
  sharp({ create: { width, height: 600, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();

const upload = async (token: string, providerId: number, content: Buffer, fileName = 'me.jpg') => {
  const form = multipart([{ name: 'file', fileName, content }]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/providers/${providerId}/photo`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

const storedKey = async (userId: number) =>
  (await ctx.app.db.select({ key: users.imagePath }).from(users).where(eq(users.id, userId)))[0]
    ?.key ?? null;

const exists = async (key: string) => {
  try {
    (await ctx.app.storage.read(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof FileNotFoundError) return false;
    throw error;
  }
};

describe('B64 B94 super admin: a provider’s photo and offices', () => {
  test('B64 the super admin sets a provider’s photo (resized, served, audited), replaces it and removes it', async () => {
    const world = await createClinicWorld(ctx.app);
    const admin = await createSuperAdminUser(ctx.app);
    const first = await upload(admin.token, world.provider.id, await jpeg());
    expect(first.statusCode).toBe(200);
    const { imagePath } = first.json<{ imagePath: string }>();
    expect(imagePath).toMatch(new RegExp(`^/api/providers/${world.provider.id}/photo\\?v=`));
    const firstKey = (await storedKey(world.provider.id))!;

    // The edit form reads the same address, and the photo answers as a JPEG at most 512 px wide.
    const profile = await ctx.app.inject({
      url: `/api/admin/providers/${world.provider.id}/profile`,
      headers: bearer(admin.token),
    });
    expect(profile.json().imagePath).toBe(imagePath);
    const photo = await ctx.app.inject({ url: imagePath, headers: bearer(admin.token) });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(512);

    expect((await upload(admin.token, world.provider.id, await jpeg(300))).statusCode).toBe(200);
    expect(await exists(firstKey)).toBe(false);
    const secondKey = (await storedKey(world.provider.id))!;

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/providers/${world.provider.id}/photo`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await storedKey(world.provider.id)).toBeNull();
    expect(await exists(secondKey)).toBe(false);

    const audited = await ctx.app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.provider.photo'), eq(auditLog.userId, admin.id)));
    expect(audited).toHaveLength(3);
    expect(audited[2]?.detail).toMatchObject({
      target: { type: 'provider', id: world.provider.id },
      changes: { imagePath: { from: secondKey, to: null } },
    });
  });

  test('B64 only the super admin (a provider, clinic admin or patient gets 403); a non-provider id, a non-image, one too large or no file is refused and nothing changes', async () => {
    const world = await createClinicWorld(ctx.app);
    const admin = await createSuperAdminUser(ctx.app);
    for (const other of [world.provider, world.admin, world.patient]) {
      expect((await upload(other.token, world.provider.id, await jpeg())).statusCode).toBe(403);
    }
    const notProvider = await upload(admin.token, world.patient.id, await jpeg());
    expect(notProvider.statusCode).toBe(404);
    expect(notProvider.json().errorMessage).toBe(M.providerMissing);
    const fake = await upload(admin.token, world.provider.id, Buffer.from('%PDF-1.4 not a photo'));
    expect(fake.statusCode).toBe(415);
    const big = await upload(
      admin.token,
      world.provider.id,
      Buffer.concat([await jpeg(), Buffer.alloc(6_000_000)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errorMessage).toBe(FileMessages.photoTooLarge);
    const empty = multipart([{ name: 'note', value: 'no file' }]);
    const none = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/providers/${world.provider.id}/photo`,
      headers: { ...bearer(admin.token), ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe(M.photoRequired);
    const other = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/providers/2147483647/photo',
      headers: bearer(admin.token),
    });
    expect(other.statusCode).toBe(404);
    expect(await storedKey(world.provider.id)).toBeNull();
    expect(await storedKey(world.patient.id)).toBeNull();
  });

  test('B50 B94 office boxes need a name and an address (and a city and state), and are saved with the provider', async () => {
    const world = await createClinicWorld(ctx.app);
    const admin = await createSuperAdminUser(ctx.app);
    const body = {
      email: world.provider.email,
      clinicId: world.clinic.id,
      firstName: 'Olive',
      lastName: 'Office',
      offices: [{ name: 'Harbor office', address: '12 Pier Rd', city: 'Portland', state: 'ME' }],
    };
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/provider',
        headers: bearer(admin.token),
        payload,
      });
    expect((await put(body)).json().offices).toEqual(body.offices);
    for (const office of [
      { name: ' ', address: '1 Main St', city: 'Portland', state: 'ME' },
      { name: 'Main', address: '', city: 'Portland', state: 'ME' },
    ]) {
      const refused = await put({ ...body, offices: [office] });
      expect(refused.statusCode).toBe(400);
    }
    const profile = await ctx.app.inject({
      url: `/api/admin/providers/${world.provider.id}/profile`,
      headers: bearer(admin.token),
    });
    expect(profile.json().offices).toEqual(body.offices);
  });
});
