import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { App } from '../../app.js';
import { auditLog } from '../../db/schema/audit.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/invitations.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { createClinicWorld, type SignedIn } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import {
  invitationMail,
  mailedToken,
  newInvitee,
  postBulk,
  postInvite,
} from '../../test-support/invitations.js';
import { readPatientProfile, savePatientProfile } from '../../test-support/patient-profile.js';
import { useTestApp } from '../../test-support/test-app.js';

// The job queue's clock runs ahead when a test moves it, to reach a family request's expiry job.
let jobsAhead = 0;
const ctx = useTestApp({ jobs: { now: () => new Date(Date.now() + jobsAhead) } });

const clinicsOf = async (userId: number) =>
  (
    await ctx.app.db
      .select({ clinicId: clinicMemberships.clinicId })
      .from(clinicMemberships)
      .where(eq(clinicMemberships.userId, userId))
  )
    .map((m) => m.clinicId)
    .sort((x, y) => x - y);

const familyOf = (headId: number) =>
  ctx.app.db
    .select({ id: users.id, firstName: users.firstName, ehrId: patientProfiles.ehrId })
    .from(patientProfiles)
    .innerJoin(users, eq(users.id, patientProfiles.userId))
    .where(eq(patientProfiles.familyOwnerId, headId));

const profileStatus = async (by: SignedIn, patientId: number) =>
  (await ctx.app.inject({ url: `/api/patient/${patientId}/profile`, headers: bearer(by.token) }))
    .statusCode;

/** Every e-mail on `by`'s roster (the worlds are small: one page holds it). */
async function rosterEmails(by: SignedIn) {
  const response = await ctx.app.inject({
    url: '/api/patients?size=50',
    headers: bearer(by.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: { email: string }[] }>().content.map((p) => p.email);
}

const accept = (app: App, token: string) =>
  app.inject({ url: `/api/joinClinic?token=${encodeURIComponent(token)}&type=JOIN` });

// The access model answers 404 or 403 outside the caller's clinics (path 11 may unify them).
const refused = [403, 404];

describe('issue 19 path 1: nobody joins a clinic without their own consent', () => {
  test('F72 issue 19 path 1: a family-member invite of another clinic’s patient creates nothing and opens nothing until the head accepts', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const familyBefore = await familyOf(a.patient.id);
    const kid = newInvitee({
      email: a.patient.email,
      firstName: 'Kid',
      lastName: 'Secret',
      patientEMRID: 'EHR-KID-1',
      asFamilyMember: true,
    });
    const invited = await postInvite(ctx.app, b.provider, kid);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({ outcome: 'familyMemberRequested', email: a.patient.email });

    // The attack as the review made it: read and edit the head's profile, and the family member.
    expect(refused).toContain(await profileStatus(b.provider, a.patient.id));
    const old = await readPatientProfile(ctx.app, a.provider.token, a.patient.id);
    const edit = await savePatientProfile(ctx.app, b.provider.token, old, { firstName: 'Hacked' });
    expect(refused).toContain(edit.statusCode);
    expect((await readPatientProfile(ctx.app, a.provider.token, a.patient.id)).firstName).toBe(
      old.firstName,
    );
    expect(refused).toContain(await profileStatus(b.provider, a.familyMember.id));
    // Nothing changed: no membership, no member, and clinic B's roster does not list them.
    expect(await clinicsOf(a.patient.id)).toEqual([a.clinic.id]);
    expect(await familyOf(a.patient.id)).toEqual(familyBefore);
    expect(await rosterEmails(b.provider)).not.toContain(a.patient.email);
    const [requested] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'patient.family-member-requested'),
          eq(auditLog.userId, b.provider.id),
        ),
      );
    expect(requested).toMatchObject({ clinicId: b.clinic.id, subject: a.patient.email });

    // The head is asked, by name of the member and the clinic; the typed details stay out of it.
    const mail = await invitationMail(ctx.app, a.patient.email);
    expect(mail?.subject).toContain('Kid Secret');
    expect(mail?.text).toContain(b.clinic.name);
    expect(mail?.text).toContain('/join-clinic?token=');
    expect(mail?.text).not.toContain('EHR-KID-1');

    // The legitimate flow: the head accepts; only now the member exists and clinic B sees both.
    const token = await mailedToken(ctx.app, a.patient.email);
    const accepted = await accept(ctx.app, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ clinicName: b.clinic.name, familyMemberName: 'Kid Secret' });
    const [member] = (await familyOf(a.patient.id)).filter((m) => m.firstName === 'Kid');
    expect(member?.ehrId).toBe('EHR-KID-1');
    expect(await clinicsOf(member!.id)).toEqual([b.clinic.id]);
    expect(await clinicsOf(a.patient.id)).toEqual([a.clinic.id, b.clinic.id].sort((x, y) => x - y));
    expect(await profileStatus(b.provider, a.patient.id)).toBe(200);
    expect(await profileStatus(b.provider, member!.id)).toBe(200);
    expect(await rosterEmails(b.provider)).toContain(a.patient.email);
    // Used once; the typed details are gone from the invitation row.
    expect((await accept(ctx.app, token)).statusCode).toBe(409);
    const rows = await ctx.app.db
      .select({ details: invitations.familyMember })
      .from(invitations)
      .where(and(eq(invitations.userId, a.patient.id), eq(invitations.kind, 'FAMILY')));
    expect(rows).toEqual([{ details: null }]);
    const [added] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'patient.family-member-added'), eq(auditLog.patientId, member!.id)),
      );
    expect(added).toMatchObject({ userId: a.patient.id, clinicId: b.clinic.id });
  });

  test('F72 issue 19 path 1: a family member of the clinic’s own patient also waits for the head’s consent', async () => {
    const { provider, patient, clinic } = await createClinicWorld(ctx.app);
    const familyBefore = await familyOf(patient.id);
    const kid = newInvitee({ email: patient.email, firstName: 'Tot', asFamilyMember: true });
    const invited = await postInvite(ctx.app, provider, kid);
    expect(invited.json()).toEqual({ outcome: 'familyMemberRequested', email: patient.email });
    expect(await familyOf(patient.id)).toEqual(familyBefore);
    const accepted = await accept(ctx.app, await mailedToken(ctx.app, patient.email));
    expect(accepted.json()).toEqual({ clinicName: clinic.name, familyMemberName: 'Tot Invitee' });
    const [member] = (await familyOf(patient.id)).filter((m) => m.firstName === 'Tot');
    expect(await clinicsOf(member!.id)).toEqual([clinic.id]);
  });

  test('F72 issue 19 path 1: the e-mail of a family member asks that family’s head, and adds nobody', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const familyBefore = await familyOf(a.patient.id);
    const invited = await postInvite(
      ctx.app,
      b.provider,
      newInvitee({ email: a.familyMember.email, firstName: 'Via', asFamilyMember: true }),
    );
    expect(invited.json()).toEqual({
      outcome: 'familyMemberRequested',
      email: a.familyMember.email,
    });
    expect((await invitationMail(ctx.app, a.patient.email))?.subject).toContain('Via');
    expect(await familyOf(a.patient.id)).toEqual(familyBefore);
    expect(await clinicsOf(a.patient.id)).toEqual([a.clinic.id]);
    expect(await clinicsOf(a.familyMember.id)).toEqual([a.clinic.id]);
    expect(refused).toContain(await profileStatus(b.provider, a.familyMember.id));
  });

  test('F72 issue 19 path 1: two family requests are two consents; accepting one leaves the other open', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const ask = async (firstName: string) => {
      await postInvite(
        ctx.app,
        b.provider,
        newInvitee({ email: a.patient.email, firstName, asFamilyMember: true }),
      );
      return mailedToken(ctx.app, a.patient.email);
    };
    const first = await ask('One');
    const second = await ask('Two');
    expect((await accept(ctx.app, second)).statusCode).toBe(200);
    expect((await accept(ctx.app, first)).statusCode).toBe(200);
    const names = (await familyOf(a.patient.id)).map((m) => m.firstName);
    expect(names).toEqual(expect.arrayContaining(['One', 'Two']));
  });

  test('issue 19 path 1: an unaccepted family request’s details are cleared when its link expires', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const kid = newInvitee({ email: a.patient.email, firstName: 'Late', asFamilyMember: true });
    await postInvite(ctx.app, b.provider, kid);
    const token = await mailedToken(ctx.app, a.patient.email);
    const details = () =>
      ctx.app.db
        .select({ details: invitations.familyMember })
        .from(invitations)
        .where(and(eq(invitations.userId, a.patient.id), eq(invitations.kind, 'FAMILY')));
    expect((await details())[0]?.details).toMatchObject({ firstName: 'Late' });
    jobsAhead = 8 * 86_400_000;
    try {
      await ctx.app.jobs.drain();
    } finally {
      jobsAhead = 0;
    }
    expect(await details()).toEqual([{ details: null }]);
    expect((await accept(ctx.app, token)).statusCode).toBe(410);
    expect((await familyOf(a.patient.id)).map((m) => m.firstName)).not.toContain('Late');
    expect(await clinicsOf(a.patient.id)).toEqual([a.clinic.id]);
  });

  test('F131 issue 19 path 1: another clinic’s pending invitee gets only a join link, by form or CSV, and stays invisible until they accept', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const person = newInvitee({ patientEMRID: 'EHR-A-7' });
    await postInvite(ctx.app, a.provider, person);
    const signupToken = await mailedToken(ctx.app, person.email);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, person.email));
    const id = account!.id;

    // By form: the same answer as for a new person, and no membership.
    const byForm = await postInvite(ctx.app, b.provider, { ...person, lastName: 'Changed' });
    expect(byForm.statusCode, byForm.body).toBe(201);
    expect(byForm.json()).toEqual({ outcome: 'invited', email: person.email });
    // By CSV: as before, "invited to join"; no membership either.
    const byCsv = await postBulk(ctx.app, b.provider, [
      { ...person, gender: 'F', dateOfBirth: person.dateOfBirth },
    ]);
    expect(byCsv.json().invitedToClinic).toEqual([person.email]);
    expect(await clinicsOf(id)).toEqual([a.clinic.id]);
    expect(refused).toContain(await profileStatus(b.provider, id));
    const [profile] = await ctx.app.db
      .select({ ehrId: patientProfiles.ehrId })
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, id));
    expect(profile?.ehrId).toBe('EHR-A-7');
    expect(await rosterEmails(b.provider)).not.toContain(person.email);
    expect((await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]?.lastName).toBe(
      person.lastName,
    );

    // The mail is a join link; clinic A's sign-up link still works.
    const joinToken = await mailedToken(ctx.app, person.email);
    expect((await invitationMail(ctx.app, person.email))?.text).toContain('/join-clinic?token=');
    const register = await ctx.app.inject({
      url: `/api/register?token=${encodeURIComponent(signupToken)}&type=PATIENT`,
    });
    expect(register.statusCode, register.body).toBe(200);

    // The legitimate flow: they accept, and only then clinic B sees them.
    const joined = await accept(ctx.app, joinToken);
    expect(joined.json()).toEqual({ clinicName: b.clinic.name });
    expect(await clinicsOf(id)).toEqual([a.clinic.id, b.clinic.id].sort((x, y) => x - y));
    expect(await profileStatus(b.provider, id)).toBe(200);
    expect(await rosterEmails(b.provider)).toContain(person.email);
  });
});
