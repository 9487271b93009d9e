import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  changeOwnEmail,
  confirmEmailChange as confirm,
  freshEmail,
  mailedKey,
  resetMailed,
  undoEmailChange as undo,
} from '../../test-support/email-changes.js';
import {
  accountStatus,
  bearer,
  createSignedInUser,
  latestMail,
  signIn,
} from '../../test-support/factories.js';
import { readPatientProfile, savePatientProfile } from '../../test-support/patient-profile.js';
import { useTestApp } from '../../test-support/test-app.js';

const time = pinnedClock(new Date().toISOString());
const ctx = useTestApp({ clock: time.clock });

async function emailOf(userId: number) {
  const [row] = await ctx.app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email;
}

async function auditCount(action: string, userId: number) {
  const rows = await ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)));
  return rows.length;
}

/** Changes `token`'s holder's e-mail to `to` and opens the confirmation link. */
async function changeAndConfirm(token: string, to: string) {
  const requested = await changeOwnEmail(ctx.app, token, to);
  expect(requested.statusCode, requested.body).toBe(202);
  const confirmed = await confirm(ctx.app, await mailedKey(ctx.app, to));
  expect(confirmed.json()).toEqual({ email: to, status: 'changed' });
}

describe('issue 19 path 4: changing one’s own sign-in e-mail', () => {
  test('issue 19 path 4: a provider’s profile save with a new e-mail is refused without the password, audited, and nothing changes', async () => {
    const world = await createClinicWorld(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(world.provider.token),
      payload: {
        firstName: 'Paula',
        lastName: 'Provider',
        email: freshEmail('quiet'),
        primarySpecialty: 'Family Medicine',
        briefOverview: 'Family doctor.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMAIL_CHANGE_PASSWORD_REQUIRED');
    expect(await emailOf(world.provider.id)).toBe(world.provider.email);
    expect(await accountStatus(ctx.app, world.provider.token)).toBe(200);
    expect(await auditCount('account.email-change-refused', world.provider.id)).toBe(1);
  });

  test('issue 19 path 4: a patient’s own profile save with a new e-mail is refused and audited', async () => {
    const world = await createClinicWorld(ctx.app);
    const old = await readPatientProfile(ctx.app, world.patient.token, world.patient.id);
    const response = await savePatientProfile(ctx.app, world.patient.token, old, {
      email: freshEmail('quiet'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMAIL_CHANGE_PASSWORD_REQUIRED');
    expect(await emailOf(world.patient.id)).toBe(world.patient.email);
    expect(await auditCount('account.email-change-refused', world.patient.id)).toBe(1);
  });

  test('issue 19 path 4: without the password or with a wrong one the change is refused, audited, and nothing is mailed', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    const missing = await changeOwnEmail(ctx.app, world.patient.token, target, null);
    expect(missing.statusCode).toBe(400);
    const wrong = await changeOwnEmail(ctx.app, world.patient.token, target, 'Wrong-Password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_EXISTING_PASSWORD');
    expect(await auditCount('account.email-change-failed', world.patient.id)).toBe(1);
    expect(await latestMail(ctx.app, target)).toBeUndefined();
    expect(await emailOf(world.patient.id)).toBe(world.patient.email);
  });

  test('F21 issue 19 path 4: with the password the change waits for the new address; confirming it makes it the sign-in, ends every session and mails the old address an undo link', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    const requested = await changeOwnEmail(ctx.app, world.patient.token, target);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toEqual({ newEmail: target });
    // Pending: nothing moved yet, the session is kept, the profile shows the pending address (F20).
    expect(await emailOf(world.patient.id)).toBe(world.patient.email);
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(200);
    const profile = await readPatientProfile(ctx.app, world.patient.token, world.patient.id);
    expect(profile.newEmail).toBe(target);
    expect((await latestMail(ctx.app, target))?.text).toContain('You changed the e-mail');
    await confirm(ctx.app, await mailedKey(ctx.app, target));
    expect(await emailOf(world.patient.id)).toBe(target);
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(401);
    const notice = await latestMail(ctx.app, world.patient.email);
    expect(notice?.subject).toBe('Your Clinicall e-mail address was changed');
    expect(notice?.text).toContain(target);
    expect(notice?.text).toContain('7 days');
    await signIn(ctx.app, target);
  });

  test('issue 19 path 4: every role changes its own e-mail the same way', async () => {
    for (const role of [Role.assistant, Role.clinicAdmin, Role.superAdmin, Role.provider]) {
      const { user, token } = await createSignedInUser(ctx.app, role);
      const target = freshEmail(role.toLowerCase());
      await changeAndConfirm(token, target);
      expect(await emailOf(user.id), role).toBe(target);
    }
  });

  test('issue 19 path 4: the undo link restores the old e-mail, ends every session (the new sign-in’s too) and kills a reset mailed to the new address; it works once', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    await changeAndConfirm(world.patient.token, target);
    const newSession = await signIn(ctx.app, target);
    expect(await resetMailed(ctx.app, target)).toBe(true);
    const resetKey = (await latestMail(ctx.app, target))?.text.match(/key=([\w%-]+)/)?.[1] ?? '';
    const key = await mailedKey(ctx.app, world.patient.email, 'undo');
    const undone = await undo(ctx.app, key);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ email: world.patient.email });
    expect(await emailOf(world.patient.id)).toBe(world.patient.email);
    expect(await accountStatus(ctx.app, newSession)).toBe(401);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/reset_password/finish',
      payload: { resetKey: decodeURIComponent(resetKey), password: 'Taken-Over-99' },
    });
    expect(reset.statusCode).toBe(404);
    expect(await auditCount('account.email-change-undone', world.patient.id)).toBe(1);
    const replay = await undo(ctx.app, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('EMAIL_CHANGE_USED');
    await signIn(ctx.app, world.patient.email);
  });

  test('the undo link expires after 7 days', async () => {
    const world = await createClinicWorld(ctx.app);
    const target = freshEmail();
    await changeAndConfirm(world.patient.token, target);
    const key = await mailedKey(ctx.app, world.patient.email, 'undo');
    const now = time.clock();
    time.set(new Date(now.getTime() + 7 * 24 * 3_600_000 + 1000).toISOString());
    try {
      const late = await undo(ctx.app, key);
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe('EMAIL_CHANGE_EXPIRED');
    } finally {
      time.set(now.toISOString());
    }
    expect(await emailOf(world.patient.id)).toBe(target);
  });

  test('the undo link is bound to its change: a hijacker who changes the address again cannot outrun it, and their own undo link dies with it', async () => {
    const world = await createClinicWorld(ctx.app);
    const first = freshEmail('hijack-1');
    const second = freshEmail('hijack-2');
    await changeAndConfirm(world.patient.token, first);
    await changeAndConfirm(await signIn(ctx.app, first), second);
    const ownersUndo = await mailedKey(ctx.app, world.patient.email, 'undo');
    const hijackersUndo = await mailedKey(ctx.app, first, 'undo');
    expect((await undo(ctx.app, ownersUndo)).json()).toEqual({ email: world.patient.email });
    const late = await undo(ctx.app, hijackersUndo);
    expect(late.json().code).toBe('EMAIL_CHANGE_EXPIRED');
    expect(await emailOf(world.patient.id)).toBe(world.patient.email);
    // Neither key passes for another step.
    expect((await confirm(ctx.app, ownersUndo)).json().code).toBe('EMAIL_CHANGE_INVALID');
  });

  test('the same address, or one another account holds, is refused', async () => {
    const world = await createClinicWorld(ctx.app);
    const same = await changeOwnEmail(ctx.app, world.patient.token, world.patient.email);
    expect(same.statusCode).toBe(400);
    const taken = await changeOwnEmail(ctx.app, world.patient.token, world.otherPatient.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });
});
