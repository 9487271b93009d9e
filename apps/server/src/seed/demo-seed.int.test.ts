import { Role } from '@clinicall/shared/roles';
import type { BookableProviderPage } from '@clinicall/shared/scheduling/booking-lists';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinics } from '../db/schema/clinics.js';
import { encounters } from '../db/schema/encounters.js';
import { invitations } from '../db/schema/invitations.js';
import { users } from '../db/schema/identity.js';
import { addDays, localDateOf, mondayOf } from '../lib/local-time.js';
import { patientProfiles } from '../db/schema/profiles.js';
import { bearer, latestMail } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';
import { wallTimesOn } from '../test-support/wall-clock.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { demoInvitee, demoProviderInvitee } from './demo-invitation.js';
import { demoOfferings } from './demo-schedules.js';
import { seedDemoIfEmpty } from './demo-seed.js';

const ctx = useTestApp();

const signInAs = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password: DEMO_PASSWORD },
  });

describe('demo seed', () => {
  test('seeds once: the second call on a non-empty database does nothing', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db, ctx.app.storage)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.database.db)).toBe(false);
  });

  test('B52 Riverside’s experience image is stored and served', async () => {
    const [riverside] = await ctx.database.db
      .select({ storageUrls: clinics.storageUrls })
      .from(clinics)
      .where(eq(clinics.customUrl, 'riverside'));
    expect(riverside?.storageUrls).toHaveLength(1);
    const image = await ctx.app.inject({ url: riverside?.storageUrls[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  test('every demo account signs in as the README says', async () => {
    const roles = new Map<string, string>();
    for (const account of Object.values(demoAccounts)) {
      const response = await signInAs(account.email);
      const body = response.json();
      if (account === demoAccounts.passcodeProvider) {
        expect(body).toEqual({ action: 'passcode' });
      } else if (account === demoAccounts.firstTimeProvider) {
        expect(body).toEqual({ action: 'firstTimeLogin' });
      } else {
        const me = await ctx.app.inject({ url: '/api/getLoggedUser', headers: bearer(body.token) });
        roles.set(account.email, me.json().roles[0]);
        expect(me.json().clinicDTOS.length, account.email).toBe(
          account.role === Role.superAdmin ? 0 : 1,
        );
      }
    }
    expect([...roles.values()].filter((r) => r === Role.patient)).toHaveLength(4);
    // Dr. Rivera and Dr. Chen, and Lakeside's Dr. Sato (issue 22).
    expect([...roles.values()].filter((r) => r === Role.provider)).toHaveLength(3);
  });

  test('the demo clinic has a super admin, a clinic admin, an assistant linked to both providers and a family member', async () => {
    const db = ctx.database.db;
    const [assistant] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts.assistant.email));
    const token = signInAs(demoAccounts.assistant.email);
    const list = await ctx.app.inject({
      url: '/api/assistant/providers',
      headers: bearer((await token).json().token),
    });
    expect(assistant?.role).toBe(Role.assistant);
    expect(
      list
        .json()
        .content.map((p: { email: string }) => p.email)
        .sort(),
    ).toEqual([demoAccounts.providerChen.email, demoAccounts.providerRivera.email].sort());
    const family = await db
      .select()
      .from(patientProfiles)
      .where(isNotNull(patientProfiles.familyOwnerId));
    expect(family).toHaveLength(1);
  });

  test('F100 F87 issue 22 demo: Dr. Rivera and Lakeside’s Dr. Sato are connected; one referral waits, one is accepted and lets Dr. Sato read Sam Jones', async () => {
    const rivera = (await signInAs(demoAccounts.providerRivera.email)).json().token;
    const sato = (await signInAs(demoAccounts.providerSato.email)).json().token;
    const connections = await ctx.app.inject({
      url: '/api/AllproviderRelationships',
      headers: bearer(rivera),
    });
    expect(connections.json().list.map((p: { email: string }) => p.email)).toEqual([
      demoAccounts.providerSato.email,
    ]);
    const received = await ctx.app.inject({
      url: '/api/referrals/provider',
      headers: bearer(sato),
    });
    const byStatus = received
      .json()
      .content.map((r: { status: string; patientEmail: string }) => [r.status, r.patientEmail]);
    expect(byStatus).toEqual([
      ['PENDING', demoAccounts.patientPatel.email],
      ['ACCEPTED', demoAccounts.patientJones.email],
    ]);
    const [jones] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.patientJones.email));
    const profile = await ctx.app.inject({
      url: `/api/patient/${jones?.id}/profile`,
      headers: bearer(sato),
    });
    expect(profile.statusCode).toBe(200);
    // F91: Sam, whose referral Dr. Sato accepted, sees her free times at Lakeside to book.
    const sam = (await signInAs(demoAccounts.patientJones.email)).json().token;
    const nextMonday = mondayOf(addDays(localDateOf(new Date(), 'UTC'), 7));
    const slots = await ctx.app.inject({
      url: `/api/appointments/schedule?date=${nextMonday}&email=${demoAccounts.providerSato.email}&duration=30&timeZone=America/Los_Angeles`,
      headers: bearer(sam),
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(wallTimesOn(slots.json<Schedule>(), nextMonday)[0]).toBe('09:00');
  });

  test('F20 one demo patient has a pending e-mail change her provider sees highlighted', async () => {
    const signedIn = await signInAs(demoAccounts.providerRivera.email);
    const [patel] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.patientPatel.email));
    const profile = await ctx.app.inject({
      url: `/api/patient/${patel?.id}/profile`,
      headers: bearer(signedIn.json().token),
    });
    expect(profile.json()).toMatchObject({
      email: demoAccounts.patientPatel.email,
      newEmail: 'priya.patel.home@example.com',
    });
  });

  test('C107 every demo patient has past paid visits in the billing summary, newest first; one was refunded', async () => {
    for (const patient of [
      demoAccounts.patientJones,
      demoAccounts.familyMember,
      demoAccounts.patientPatel,
      demoAccounts.patientBrown,
    ]) {
      const { token } = (await signInAs(patient.email)).json();
      const summary = await ctx.app.inject({
        url: '/api/patients/billingSummary',
        headers: bearer(token),
      });
      const entries = summary.json().content as { createdDate: string; amount: number }[];
      expect(entries.length, patient.email).toBeGreaterThan(0);
      const dates = entries.map((e) => e.createdDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates.every((d) => new Date(d) < new Date())).toBe(true);
      if (patient === demoAccounts.patientPatel) {
        expect(entries.map((e) => e.amount)).toContain(-60);
      }
    }
  });

  test('C57 the demo patients are offered the conditions of their earlier visits first', async () => {
    const { token } = (await signInAs(demoAccounts.patientJones.email)).json();
    const offered = await ctx.app.inject({
      url: '/api/patients/preconditions',
      headers: bearer(token),
    });
    const conditions = offered.json<{ description: string; source: string }[]>();
    expect(conditions[0]?.source).toBe('previous');
    expect(conditions.some((c) => c.source === 'common')).toBe(true);
  });

  test('C56 C30 every demo provider offers video types and a working week patients can book', async () => {
    const sam = (await signInAs(demoAccounts.patientJones.email)).json().token;
    const providers = await ctx.app.inject({
      url: '/api/appointments/providers',
      headers: bearer(sam),
    });
    const emails = providers.json<BookableProviderPage>().content.map((p) => p.email);
    expect(emails).toEqual(expect.arrayContaining(Object.keys(demoOfferings)));

    const rivera = demoAccounts.providerRivera.email;
    const offering = await ctx.app.inject({
      url: `/api/providers/offering?email=${rivera}`,
      headers: bearer(sam),
    });
    const video = offering
      .json<Offerings>()
      .encounterAccounts.find((a) => a.encounterType === 'VIDEO')!;
    expect(video.active).toBe(true);
    expect(video.encounterVideoTypes.map((t) => t.encounterName)).toContain('Follow-up visit');

    const nextMonday = mondayOf(addDays(localDateOf(new Date(), 'UTC'), 7));
    const schedule = await ctx.app.inject({
      url: `/api/appointments/schedule?date=${nextMonday}&email=${rivera}&duration=30&timeZone=America/New_York`,
      headers: bearer(sam),
    });
    const times = wallTimesOn(schedule.json<Schedule>(), nextMonday);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('16:30');
  });

  test('C84 C87 C89 C92 C93 every demo provider has past, today’s, upcoming, requested, cancelled and declined appointments', async () => {
    const db = ctx.database.db;
    const statuses = await db
      .select({
        providerId: encounters.providerId,
        status: encounters.status,
        reason: encounters.cancelReason,
      })
      .from(encounters);
    const providerIds = new Set(statuses.map((s) => s.providerId));
    expect(providerIds.size).toBe(4);
    for (const id of providerIds) {
      const mine = statuses.filter((s) => s.providerId === id);
      expect(new Set(mine.map((s) => s.status))).toEqual(
        new Set(['FINISHED', 'CANCELLED', 'ACCEPTED', 'REQUESTED', 'DECLINED']),
      );
      for (const s of mine.filter((s) => s.status === 'CANCELLED' || s.status === 'DECLINED')) {
        expect(s.reason).toBeTruthy();
      }
    }
    const rivera = (await signInAs(demoAccounts.providerRivera.email)).json().token;
    const counters = await ctx.app.inject({
      url: '/api/encounters/counters',
      headers: bearer(rivera),
    });
    // Pending: four requests of hers, and the card-priced one she made of Noah Brown (C76).
    expect(counters.json()).toMatchObject({ today: 2, pending: 5 });
    const past = await ctx.app.inject({
      url: '/api/encounters?status=FINISHED&finishedEType=APPOINTMENT_CONCLUDED',
      headers: bearer(rivera),
    });
    expect(past.json().count).toBeGreaterThanOrEqual(4);
    // C89: her concluded video visits had a room, whose times give their duration.
    const rooms = (
      past.json().encountersDTO as { type: string; roomStartTime: string; roomEndTime: string }[]
    ).filter((e) => e.type === 'VIDEO');
    expect(rooms.length).toBeGreaterThan(0);
    for (const e of rooms) {
      expect(Date.parse(e.roomEndTime) - Date.parse(e.roomStartTime)).toBeGreaterThanOrEqual(
        5 * 60_000,
      );
    }
    const sam = (await signInAs(demoAccounts.patientJones.email)).json().token;
    const mine = await ctx.app.inject({ url: '/api/encounters?size=100', headers: bearer(sam) });
    expect(mine.json().count).toBeGreaterThan(10);
  });

  test('F53 F54 the demo patients have attachments: real PDFs their provider can open', async () => {
    const [jones] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts.patientJones.email));
    const token = (await signInAs(demoAccounts.providerRivera.email)).json().token as string;
    const list = await ctx.app.inject({
      url: `/api/attachment/search?patientId=${jones!.id}`,
      headers: bearer(token),
    });
    const files = list.json().content as { id: number; fileName: string }[];
    expect(files.map((f) => f.fileName)).toEqual([
      'Cardiology referral letter.pdf',
      'Medication plan.pdf',
      'Blood panel - March.pdf',
    ]);
    const download = await ctx.app.inject({
      url: `/api/attachment/download?id=${files[0]!.id}`,
      headers: bearer(token),
    });
    expect(download.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(download.rawPayload.toString('latin1')).toContain(
      'Cardiology referral letter: Sam Jones',
    );
  });

  test('F71 the demo clinic holds a pending invitation: the invitee cannot sign in yet', async () => {
    const [invitee] = await ctx.app.db
      .select({ id: users.id, activated: users.activated })
      .from(users)
      .where(eq(users.email, demoInvitee.email));
    expect(invitee?.activated).toBe(false);
    const pending = await ctx.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, invitee!.id));
    expect(pending).toEqual([expect.objectContaining({ kind: 'PATIENT', usedAt: null })]);
    expect((await signInAs(demoInvitee.email)).statusCode).toBe(401);
  });

  test('F117 a pending provider invitation: its sign-up link is in the dev mailbox and opens the provider wizard', async () => {
    // The first pass writes the mails as jobs of their own; the second sends them.
    await ctx.app.jobs.drain();
    const mail = await latestMail(ctx.app, demoProviderInvitee.email);
    expect(mail?.subject).toContain('invites you to Clinicall');
    expect(mail?.text).toContain('see your patients online');
    const link = /Create my account: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const lookup = await ctx.app.inject({
      url: `/api/register?token=${encodeURIComponent(token)}&type=PROVIDER`,
    });
    expect(lookup.json()).toMatchObject({
      url: expect.stringContaining('/signup/provider/overview'),
      invitation: { firstName: demoProviderInvitee.firstName },
    });
    expect(await latestMail(ctx.app, demoInvitee.email)).toBeTruthy();
  });
  test('E26 E21 demo conversations: unread messages for Sam and Dr. Rivera, a message encounter with its topic', async () => {
    const sam = (await signInAs(demoAccounts.patientJones.email)).json().token;
    const samUnread = await ctx.app.inject({
      url: '/api/recentUnreadTopics',
      headers: bearer(sam),
    });
    expect(samUnread.json().count).toBeGreaterThan(0);
    const rivera = (await signInAs(demoAccounts.providerRivera.email)).json().token;
    const topics = (await ctx.app.inject({ url: '/api/topics', headers: bearer(rivera) })).json();
    expect(topics.totalElements).toBeGreaterThanOrEqual(4);
    expect(topics.content.some((t: { encounterId: number | null }) => t.encounterId !== null)).toBe(
      true,
    );
  });

  test('issue 19 path 5: Sam sees who viewed his record: Dr. Rivera, the assistant for Dr. Chen, Dr. Chen; the clinic admin’s log holds the reads', async () => {
    const sam = (await signInAs(demoAccounts.patientJones.email)).json().token;
    const views = await ctx.app.inject({ url: '/api/patients/recordViews', headers: bearer(sam) });
    type Visit = { reader: { lastName: string }; actingAssistant: unknown; kinds: string[] };
    // Reads the earlier tests made through the routes are listed too; the seeded ones are these.
    expect(
      (views.json().content as Visit[]).map((v) => [
        v.reader.lastName,
        v.actingAssistant !== null,
        v.kinds.join(' '),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Rivera', false, 'profile photo history appointments'],
        ['Chen', true, 'topics messages'],
        ['Chen', false, 'note forms'],
      ]),
    );
    const admin = (await signInAs(demoAccounts.clinicAdmin.email)).json().token;
    const me = await ctx.app.inject({ url: '/api/getLoggedUser', headers: bearer(admin) });
    const clinicId = (me.json().clinicDTOS as { id: number }[])[0]?.id;
    const log = await ctx.app.inject({
      url: `/api/clinic/${clinicId}/accessLog`,
      headers: bearer(admin),
    });
    expect(log.json().content.length).toBeGreaterThanOrEqual(12);
  });
});
