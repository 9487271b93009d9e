import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { accountStatus, bearer, latestMail, signIn } from '../../test-support/factories.js';
import {
  addFamilyMember,
  type PatientProfile,
  readPatientProfile,
  savePatientProfile,
} from '../../test-support/patient-profile.js';
import { useTestApp } from '../../test-support/test-app.js';

const time = pinnedClock(new Date().toISOString());
const ctx = useTestApp({ clock: time.clock });

let counter = 0;
const freshEmail = () => `moved-${Date.now()}-${++counter}@example.com`;

const readProfile = (token: string, patientId: number) =>
  readPatientProfile(ctx.app, token, patientId);

/** Saves the patient's profile with a new e-mail, as `token`'s holder. */
async function changeEmail(
  token: string,
  patientId: number,
  email: string,
  familyMemberId?: number,
) {
  const old = await readProfile(token, familyMemberId ?? patientId);
  return savePatientProfile(ctx.app, token, old, { email }, familyMemberId);
}

/** The key in the newest confirmation mail to `to`. */
async function mailedKey(to: string) {
  const mail = await latestMail(ctx.app, to);
  const key = mail?.text.match(/confirm-email\?key=([\w%-]+)/)?.[1];
  if (!key) throw new Error(`no confirmation mail to ${to}`);
  return decodeURIComponent(key);
}

const confirm = (key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/email_change/confirm',
    payload: { key },
  });

describe('a pending e-mail change', () => {
  test('F20 a provider changing a patient e-mail leaves the sign-in as it is; the new address is pending, mailed a link, the old one a notice', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    const response = await changeEmail(world.provider.token, world.patient.id, target);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      loggedOut: false,
      profile: { email: world.patient.email, newEmail: target },
    });
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(200);
    const confirmation = await latestMail(ctx.app, target);
    expect(confirmation?.subject).toBe('Confirm your new Clinicall e-mail address');
    expect(confirmation?.text).toContain('Paula Provider changed the e-mail');
    const notice = await latestMail(ctx.app, world.patient.email);
    expect(notice?.subject).toBe('Your Clinicall e-mail address is being changed');
    expect(notice?.text).toContain(target);
    expect(notice?.text).not.toContain('key=');
    const history = await ctx.app.inject({
      url: `/api/patients/profileHistory?patientId=${world.patient.id}`,
      headers: bearer(world.provider.token),
    });
    expect(
      history.json<{ jsonProfileVersionsDiff: { path: string }[] }[]>()[0]?.jsonProfileVersionsDiff,
    ).toContainEqual(expect.objectContaining({ path: '/email' }));
    // The patient still signs in with the old address.
    await signIn(ctx.app, world.patient.email);
  });

  test('F20 confirming makes the new address the e-mail, clears newEmail and ends every session', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    await changeEmail(world.provider.token, world.patient.id, target);
    const confirmed = await confirm(await mailedKey(target));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: target });
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(401);
    const profile = await readProfile(world.provider.token, world.patient.id);
    expect(profile).toMatchObject({ email: target, newEmail: null });
    await signIn(ctx.app, target);
  });

  test('F21 the owner changing their own e-mail is still saved at once and logged out; a pending change by another is void', async () => {
    const world = await createClinicWorld(ctx.app);
    const byProvider = freshEmail();
    await changeEmail(world.provider.token, world.patient.id, byProvider);
    const stale = await mailedKey(byProvider);
    const own = freshEmail();
    const response = await changeEmail(world.patient.token, world.patient.id, own);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      loggedOut: true,
      profile: { email: own, newEmail: null },
    });
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(401);
    expect(await latestMail(ctx.app, own)).toBeUndefined();
    const refused = await confirm(stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_CHANGE_SUPERSEDED');
  });

  test('a replayed link is refused and changes nothing', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    await changeEmail(world.provider.token, world.patient.id, target);
    const key = await mailedKey(target);
    expect((await confirm(key)).statusCode).toBe(200);
    const replay = await confirm(key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({
      code: 'EMAIL_CHANGE_USED',
      errorMessage: 'This confirmation link was already used.',
    });
  });

  test('an expired link is refused and changes nothing', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    await changeEmail(world.provider.token, world.patient.id, target);
    const key = await mailedKey(target);
    const now = time.clock();
    time.set(new Date(now.getTime() + 49 * 3_600_000).toISOString());
    try {
      const late = await confirm(key);
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe('EMAIL_CHANGE_EXPIRED');
    } finally {
      time.set(now.toISOString());
    }
    const profile = await readProfile(world.provider.token, world.patient.id);
    expect(profile).toMatchObject({ email: world.patient.email, newEmail: target });
  });

  test('a newer change supersedes the older pending one', async () => {
    const world = await createClinicWorld(ctx.app);
    const first = freshEmail();
    const second = freshEmail();
    await changeEmail(world.provider.token, world.patient.id, first);
    const older = await mailedKey(first);
    await changeEmail(world.provider.token, world.patient.id, second);
    const newer = await mailedKey(second);
    expect((await readProfile(world.provider.token, world.patient.id)).newEmail).toBe(second);
    const refused = await confirm(older);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_CHANGE_SUPERSEDED');
    expect((await confirm(newer)).json()).toEqual({ email: second });
  });

  test('F23 an address taken meanwhile is refused at confirmation and changes nothing', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    await changeEmail(world.provider.token, world.patient.id, target);
    const key = await mailedKey(target);
    expect(
      (await changeEmail(world.otherPatient.token, world.otherPatient.id, target)).statusCode,
    ).toBe(200);
    const refused = await confirm(key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_TAKEN');
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(200);
    const profile = await readProfile(world.provider.token, world.patient.id);
    expect(profile).toMatchObject({ email: world.patient.email, newEmail: target });
  });

  test('F23 a provider cannot make a used address pending: "Email is already used"', async () => {
    const world = await createClinicWorld(ctx.app);
    const taken = await changeEmail(
      world.provider.token,
      world.patient.id,
      world.otherPatient.email,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe('Email is already used');
  });

  test('an unknown key is refused and audited', async () => {
    const address = '10.9.9.9';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/email_change/confirm',
      payload: { key: 'guessed-key' },
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('EMAIL_CHANGE_INVALID');
    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.email-change-refused'), eq(auditLog.ip, address)));
    expect(rows).toHaveLength(1);
  });

  test("who may not: another clinic's provider and another patient are refused, and nothing is pending", async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const target = freshEmail();
    const old = await readProfile(world.provider.token, world.patient.id);
    for (const token of [other.provider.token, world.otherPatient.token]) {
      const refused = await savePatientProfile(ctx.app, token, old, { email: target });
      expect(refused.statusCode).toBe(403);
    }
    expect((await readProfile(world.provider.token, world.patient.id)).newEmail).toBeNull();
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, target));
    expect(mails).toHaveLength(0);
  });

  test('F20 a family head giving a member its first real address makes it pending; no notice goes to the placeholder', async () => {
    const world = await createClinicWorld(ctx.app);
    const added = await addFamilyMember(ctx.app, world.patient.token);
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json<PatientProfile>();
    const target = freshEmail();
    const response = await changeEmail(world.patient.token, world.patient.id, target, member.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      loggedOut: false,
      profile: { email: member.email, newEmail: target },
    });
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(200);
    expect(await latestMail(ctx.app, member.email)).toBeUndefined();
    expect((await confirm(await mailedKey(target))).statusCode).toBe(200);
    expect((await readProfile(world.patient.token, member.id)).email).toBe(target);
  });
});
