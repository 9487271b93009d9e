import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

/** One file as a multipart body, built by hand so the test controls every byte. */
function multipart(fileName: string, content: Buffer) {
  const boundary = `----photo${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/patients/photo',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
};

describe('profile photo', () => {
  test('F40 F41 a patient’s photo is checked, resized and served to their provider', async () => {
    const world = await createClinicWorld(ctx.app);
    const big = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const response = await upload(world.patient.token, 'me.png', big);
    expect(response.statusCode, response.body).toBe(200);
    const photo = await ctx.app.inject({
      url: `/api/patient/${world.patient.id}/photo`,
      headers: bearer(world.provider.token),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
  });

  test('F40 a 3,000,001-byte photo is refused with the spec’s message', async () => {
    const world = await createClinicWorld(ctx.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(3_000_001 - png.length)]);
    const response = await upload(world.patient.token, 'big.png', padded);
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(
      'Photo exceeds the maximum size. Please select a smaller size photo.',
    );
  });

  test('F41 a file that is not an image is refused, whatever its name', async () => {
    const world = await createClinicWorld(ctx.app);
    const response = await upload(
      world.patient.token,
      'me.jpg',
      Buffer.from('MZ\x90\x00 not a photo'),
    );
    expect(response.statusCode).toBe(415);
  });

  test('F13 a provider cannot change a patient’s photo', async () => {
    const world = await createClinicWorld(ctx.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await upload(world.provider.token, 'me.png', png);
    expect(response.statusCode).toBe(403);
  });
});

describe('serving a patient’s photo', () => {
  const png = (background: string) =>
    sharp({ create: { width: 30, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const profileOf = async (world: Awaited<ReturnType<typeof createClinicWorld>>) =>
    (
      await ctx.app.inject({
        url: `/api/patient/${world.patient.id}/profile`,
        headers: bearer(world.provider.token),
      })
    ).json<{ imagePath: string | null }>();

  test('F40 a new photo gets a new URL (cached for good), and the old one is gone from storage', async () => {
    const world = await createClinicWorld(ctx.app);
    expect((await upload(world.patient.token, 'a.png', await png('#111'))).statusCode).toBe(200);
    const first = (await profileOf(world)).imagePath;
    expect(first).toMatch(new RegExp(`^/api/patient/${world.patient.id}/photo\\?v=[0-9a-f-]{36}$`));
    const firstBytes = await ctx.app.inject({ url: first!, headers: bearer(world.provider.token) });
    expect(firstBytes.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const second = await upload(world.patient.token, 'b.png', await png('#eee'));
    expect(second.statusCode).toBe(200);
    const secondPath = (await profileOf(world)).imagePath;
    expect(second.json().imagePath).toBe(secondPath);
    expect(secondPath).not.toBe(first);
    const oldKey = `photos/${new URL(first!, 'http://x').searchParams.get('v')}.jpg`;
    await expect(ctx.app.storage.read(oldKey)).rejects.toThrow();
    // The outdated URL still answers, but with the new photo and no long-lived caching.
    const outdated = await ctx.app.inject({ url: first!, headers: bearer(world.provider.token) });
    expect(outdated.headers['cache-control']).toBe('private, no-cache');
    expect(outdated.rawPayload.equals(firstBytes.rawPayload)).toBe(false);
  });

  test('issue 19 path 11: another patient is refused (403) and another clinic’s provider as for an unknown patient (404); the patient and family head are served', async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    expect((await upload(world.patient.token, 'a.png', await png('#123'))).statusCode).toBe(200);
    const path = (await profileOf(world)).imagePath!;
    for (const [who, status] of [
      [world.patient, 200],
      [world.otherPatient, 403],
      [other.provider, 404],
    ] as const) {
      const photo = await ctx.app.inject({ url: path, headers: bearer(who.token) });
      expect(photo.statusCode, who.email).toBe(status);
    }
  });
});
