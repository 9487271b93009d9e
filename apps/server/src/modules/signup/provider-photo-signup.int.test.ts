import { FileMessages } from '@clinicall/shared/files';
import { Role } from '@clinicall/shared/roles';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test, vi } from 'vitest';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/invitations.js';
import { providerProfiles } from '../../db/schema/profiles.js';
import { createClinic, createUser, latestMail, signIn } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

/** A provider invited as clinic administration will: the link comes from the mailed invitation. */
async function invitedProvider() {
  const clinic = await createClinic(ctx.app.db);
  const provider = await createUser(ctx.app.db, Role.provider, { activated: false });
  await ctx.app.db
    .insert(clinicMemberships)
    .values({ userId: provider.id, clinicId: clinic.id, role: Role.provider });
  const [row] = await ctx.app.db
    .insert(invitations)
    .values({
      kind: 'PROVIDER',
      clinicId: clinic.id,
      userId: provider.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await ctx.app.jobs.enqueue(ctx.app.db, 'invitations.mail', { invitationIds: [row!.id] });
  await ctx.app.jobs.drain();
  const mail = await latestMail(ctx.app, provider.email);
  const link = /Create my account: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  return { provider, token: new URL(link).searchParams.get('token') ?? '' };
}

const account = (email: string, token: string) => ({
  firstName: 'Nia',
  lastName: 'Reyes',
  primarySpecialty: 'Cardiology',
  email,
  password: 'heart5',
  briefOverview: 'Cardiologist.',
  specialties: [{ name: 'Cardiology' }],
  languages: ['English'],
  clinicToken: token,
  offices: [{ name: 'Main office', address: '1 Main St' }],
  insurances: [],
  hospitalAffiliations: [],
});

/** The wizard's multipart body: the account as providerDTOJson, then the photo. */
function fullProfile(json: unknown, photo: { name: string; bytes: Buffer }) {
  const boundary = `----provider${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="providerDTOJson"\r\n\r\n${JSON.stringify(json)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    photo.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/providers/fullProfile',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const imagePathOf = async (id: number) =>
  (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]?.imagePath ?? null;

describe('provider sign-up with a photo', () => {
  test('F118 F128 the account and its photo arrive together; the photo is resized and kept', async () => {
    const { provider, token } = await invitedProvider();
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#38c' },
    })
      .png()
      .toBuffer();
    const response = await fullProfile(account(provider.email, token), {
      name: 'me.png',
      bytes: png,
    });
    expect(response.statusCode, response.body).toBe(201);
    const imagePath = await imagePathOf(provider.id);
    expect(imagePath).toMatch(/^photos\/.+\.jpg$/);
    const stored = await sharp(
      Buffer.concat(await (await ctx.app.storage.read(imagePath!)).toArray()),
    ).metadata();
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(512);
  });

  test('F40 a 3,000,001-byte photo refuses the sign-up with the spec’s message; the link still works', async () => {
    const { provider, token } = await invitedProvider();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(3_000_001 - png.length)]);
    const response = await fullProfile(account(provider.email, token), {
      name: 'big.png',
      bytes: padded,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(FileMessages.photoTooLarge);
    expect(await imagePathOf(provider.id)).toBeNull();
    const retry = await fullProfile(account(provider.email, token), { name: 'me.png', bytes: png });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  test('F41 an executable named .png is refused and no account is completed', async () => {
    const { provider, token } = await invitedProvider();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const response = await fullProfile(account(provider.email, token), {
      name: 'me.png',
      bytes: exe,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, provider.id));
    expect(row?.activated).toBe(false);
  });
});

const smallPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c83' } })
    .png()
    .toBuffer();

/** The provider's row and profile as stored, to show that a refused sign-up changed nothing. */
async function storedProvider(id: number) {
  const [user] = await ctx.app.db.select().from(users).where(eq(users.id, id));
  const [profile] = await ctx.app.db
    .select()
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, id));
  return { user, profile: profile ?? null };
}

/** Photo keys written during `run` and not removed again: what a refused request leaves behind. */
async function photosLeftBy(run: () => Promise<unknown>) {
  const written = vi.spyOn(ctx.app.storage, 'write');
  const removed = vi.spyOn(ctx.app.storage, 'remove');
  try {
    await run();
    const gone = new Set(removed.mock.calls.map(([key]) => key));
    return written.mock.calls.map(([key]) => key).filter((key) => !gone.has(key));
  } finally {
    written.mockRestore();
    removed.mockRestore();
  }
}

describe('provider sign-up link with a photo: expired or replayed', () => {
  test('F130 an expired link answers 410 with the spec’s message; no account, no profile, no photo kept', async () => {
    const { provider, token } = await invitedProvider();
    await ctx.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, provider.id));
    const before = await storedProvider(provider.id);
    let response: Awaited<ReturnType<typeof fullProfile>> | undefined;
    const left = await photosLeftBy(async () => {
      response = await fullProfile(account(provider.email, token), {
        name: 'me.png',
        bytes: await smallPng(),
      });
    });
    expect(response?.statusCode).toBe(410);
    expect(response?.json().errorMessage).toBe(SignupMessages.linkExpired);
    expect(left).toEqual([]);
    expect(await storedProvider(provider.id)).toEqual(before);
    expect(before.user?.activated).toBe(false);
    expect(before.profile?.briefOverview ?? null).toBeNull();
  });

  test('F130 a replayed link answers 409 with the spec’s message; the first account, password and photo stay', async () => {
    const { provider, token } = await invitedProvider();
    const first = await fullProfile(account(provider.email, token), {
      name: 'me.png',
      bytes: await smallPng(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await storedProvider(provider.id);
    let replay: Awaited<ReturnType<typeof fullProfile>> | undefined;
    const left = await photosLeftBy(async () => {
      replay = await fullProfile(
        {
          ...account(provider.email, token),
          firstName: 'Mallory',
          password: 'other5',
          briefOverview: 'Replaced.',
        },
        { name: 'other.png', bytes: await smallPng() },
      );
    });
    expect(replay?.statusCode).toBe(409);
    expect(replay?.json().errorMessage).toBe(SignupMessages.linkUsed);
    expect(left).toEqual([]);
    expect(await storedProvider(provider.id)).toEqual(before);
    expect(before.user?.imagePath).toMatch(/^photos\//);
    await ctx.app.storage.read(before.user!.imagePath!);
    expect(await signIn(ctx.app, provider.email, 'heart5')).toBeTruthy();
    await expect(signIn(ctx.app, provider.email, 'other5')).rejects.toThrow();
  });
});
