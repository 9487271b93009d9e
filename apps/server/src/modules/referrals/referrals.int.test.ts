import type { Referral } from '@clinicall/shared/referrals/referrals';
import { ReferralMessages } from '@clinicall/shared/referrals/referrals';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { encounters } from '../../db/schema/encounters.js';
import { referralAttachments, referrals } from '../../db/schema/referrals.js';
import { sampleFiles } from '../../test-support/attachments.js';
import { Role } from '@clinicall/shared/roles';
import { patientProfiles } from '../../db/schema/profiles.js';
import { bearer, createUser, latestMail, tokenFor } from '../../test-support/factories.js';
import {
  answerReferral,
  attachToReferral,
  createNetworkWorld,
  sendReferral,
  type NetworkWorld,
} from '../../test-support/referrals.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { listen, realtimeClient, connection } from '../../test-support/realtime-client.js';
import { useTestApp } from '../../test-support/test-app.js';
import { uploadPatientPhoto } from '../../test-support/patient-profile.js';

const ctx = useTestApp();
let world: NetworkWorld;

beforeAll(async () => {
  world = await createNetworkWorld(ctx.app);
});

/** A patient of clinic A whom no earlier test referred. */
async function freshPatientOfA() {
  const user = await createUser(ctx.app.db, Role.patient, { clinicId: world.a.id });
  await ctx.app.db.insert(patientProfiles).values({ userId: user.id });
  return { ...user, token: await tokenFor(ctx.app, user.id) };
}

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
const profileOf = (token: string, patientId: number) =>
  get(token, `/api/patient/${patientId}/profile`);
const referralCount = async () =>
  (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(referrals))[0]!.n;

async function lastAuditId() {
  const [row] = await ctx.app.db
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog);
  return row!.id;
}

describe('referrals: sending', () => {
  test('F93 F138 a provider refers a patient in their care; the receiver and the patient are mailed', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/referrals',
      headers: bearer(world.providerA.token),
      payload: { patientId: world.patientA.id, providerId: world.providerB.id, note: 'Chest pain' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const referral = response.json<Referral>();
    expect(referral).toMatchObject({
      status: 'PENDING',
      note: 'Chest pain',
      patientEmail: world.patientA.email,
      patientFullName: 'Petra Andersen',
      referredByFullName: 'Alma Anders',
      referralByEmail: world.providerA.email,
      referredToFullName: 'Bruno Berg',
      referredToEmail: world.providerB.email,
      clinicName: world.a.name,
      attachmentList: [],
    });
    expect((await latestMail(ctx.app, world.providerB.email))?.subject).toBe(
      'New patient referral',
    );
    expect((await latestMail(ctx.app, world.patientA.email))?.text).toContain('Bruno Berg');
  });

  test("F93 a referral for a patient outside the provider's care is refused and creates nothing", async () => {
    const before = await referralCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/referrals',
      headers: bearer(world.providerA.token),
      payload: { patientId: world.patientB.id, providerId: world.providerB.id, note: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(await referralCount()).toBe(before);
  });

  test('F93 a referral to a provider outside the network, to oneself, or with a note over 1000 characters is refused', async () => {
    const before = await referralCount();
    const cases = [
      { providerId: world.providerC.id, note: 'x', status: 404 },
      { providerId: world.providerA.id, note: 'x', status: 400 },
      { providerId: world.providerB.id, note: 'x'.repeat(1001), status: 400 },
      { providerId: world.providerB.id, note: '   ', status: 400 },
    ];
    for (const { status, ...body } of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/referrals',
        headers: bearer(world.providerA.token),
        payload: { patientId: world.patientA.id, ...body },
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    expect(await referralCount()).toBe(before);
  });

  test('F93 attachments with a forged type are refused by content and nothing is kept', async () => {
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    const forged = await attachToReferral(ctx.app, world.providerA, id, {
      name: 'scan.pdf',
      bytes: sampleFiles.elf(),
    });
    expect(forged.statusCode).toBe(415);
    expect(forged.json().code).toBe('FILE_TYPE_REFUSED');
    const kept = await ctx.app.db
      .select()
      .from(referralAttachments)
      .where(eq(referralAttachments.referralId, id));
    expect(kept).toEqual([]);
    // Only the sender attaches.
    const byReceiver = await attachToReferral(ctx.app, world.providerB, id);
    expect(byReceiver.statusCode).toBe(403);
    const ok = await attachToReferral(ctx.app, world.providerA, id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Referral>().attachmentList.map((f) => f.fileName)).toEqual(['results.pdf']);
  });
});

describe('referrals: answering (one transaction per transition)', () => {
  test('F90 a patient cannot accept a referral (403); nor a provider it is not addressed to', async () => {
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    expect((await answerReferral(ctx.app, world.patientA, id, 'ACCEPTED')).statusCode).toBe(403);
    // Not a party: answered as a missing referral.
    expect((await answerReferral(ctx.app, world.colleagueA, id, 'ACCEPTED')).statusCode).toBe(404);
    const bySender = await answerReferral(ctx.app, world.providerA, id, 'ACCEPTED');
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().errorMessage).toBe(ReferralMessages.notReceiver);
    const [row] = await ctx.app.db.select().from(referrals).where(eq(referrals.id, id));
    expect(row!.state).toBe('requested');
  });

  test('F90 accepting twice at once: exactly one wins, the other is told it was answered (409)', async () => {
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    const answers = await Promise.all([
      answerReferral(ctx.app, world.providerB, id, 'ACCEPTED'),
      answerReferral(ctx.app, world.providerB, id, 'ACCEPTED'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe(
      'REFERRAL_ALREADY_ANSWERED',
    );
    const again = await answerReferral(ctx.app, world.providerB, id, 'DECLINED');
    expect(again.statusCode).toBe(409);
    expect((await latestMail(ctx.app, world.providerA.email))?.subject).toBe('Referral accepted');
  });

  test('issue 22 accept racing withdraw: exactly one wins', async () => {
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    const [accept, withdraw] = await Promise.all([
      answerReferral(ctx.app, world.providerB, id, 'ACCEPTED'),
      ctx.app.inject({
        method: 'POST',
        url: `/api/referrals/${id}/withdraw`,
        headers: bearer(world.providerA.token),
      }),
    ]);
    expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
    const [row] = await ctx.app.db.select().from(referrals).where(eq(referrals.id, id));
    expect(row!.state).toBe(accept.statusCode === 200 ? 'accepted' : 'withdrawn');
  });

  test('issue 22 only the sender withdraws, and only while the referral waits for an answer', async () => {
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    const withdraw = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/referrals/${id}/withdraw`,
        headers: bearer(token),
      });
    expect((await withdraw(world.providerB.token)).statusCode).toBe(403);
    const done = await withdraw(world.providerA.token);
    expect(done.statusCode).toBe(200);
    expect(done.json<Referral>().status).toBe('WITHDRAWN');
    expect((await withdraw(world.providerA.token)).statusCode).toBe(409);
    expect((await answerReferral(ctx.app, world.providerB, id, 'ACCEPTED')).statusCode).toBe(409);
  });

  test('F90 declining grants nothing', async () => {
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.colleagueA.id,
    });
    const declined = await answerReferral(ctx.app, world.colleagueA, id, 'DECLINED');
    expect(declined.json<Referral>().status).toBe('DECLINED');
    expect((await latestMail(ctx.app, world.providerA.email))?.subject).toBe('Referral declined');
  });
});

describe('referrals: what acceptance grants', () => {
  test("issue 22 item 4 the receiver reads exactly the patient's profile (its photo too), history and the referral's files, each read audited, until revoked (403 after)", async () => {
    const patient = await freshPatientOfA();
    // Before any referral, B reaches nothing of the patient.
    expect((await profileOf(world.providerB.token, patient.id)).statusCode).toBe(404);
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: patient.id,
      providerId: world.providerB.id,
    });
    const bytes = sampleFiles.pdf('same bytes');
    expect(
      (await attachToReferral(ctx.app, world.providerA, id, { name: 'ecg.pdf', bytes })).statusCode,
    ).toBe(200);
    const download = () =>
      get(world.providerB.token, `/api/referrals/download?referralId=${id}&fileName=ecg.pdf`);
    // F94: before acceptance the receiver downloads nothing.
    expect((await download()).statusCode).toBe(404);
    expect((await answerReferral(ctx.app, world.providerB, id, 'ACCEPTED')).statusCode).toBe(200);
    await uploadPatientPhoto(ctx.app, patient.token);
    const photo = () => get(world.providerB.token, `/api/patient/${patient.id}/photo`);

    const since = await lastAuditId();
    const profile = await profileOf(world.providerB.token, patient.id);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().email).toBe(patient.email);
    const history = await get(
      world.providerB.token,
      `/api/patients/profileHistory?patientId=${patient.id}`,
    );
    expect(history.statusCode).toBe(200);
    // The profile's photo, which the profile names, is drawn for the receiver too.
    const shown = await photo();
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // Only what the referral grants: not the patient's appointments or attachments.
    const appointments = await get(
      world.providerB.token,
      `/api/encounters/filter?patientId=${patient.id}`,
    );
    expect([403, 404]).toContain(appointments.statusCode);
    const attachments = await get(
      world.providerB.token,
      `/api/attachment/search?patientId=${patient.id}`,
    );
    expect([403, 404]).toContain(attachments.statusCode);

    const grantReads = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.action, 'referral.grant-read')));
    expect(grantReads).toHaveLength(3);
    expect(grantReads.every((r) => r.patientId === patient.id && r.subject === String(id))).toBe(
      true,
    );

    // The patient's profile shows who reads it through which referral.
    const grants = await get(patient.token, '/api/referrals/grants');
    expect(grants.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          referralId: id,
          providerFullName: 'Bruno Berg',
          referredById: world.providerA.id,
          referredByFullName: 'Alma Anders',
        }),
      ]),
    );

    // The patient revokes: B's next read is refused.
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `/api/referrals/${id}/revoke`,
      headers: bearer(patient.token),
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json<Referral>().accessRevoked).toBe(true);
    const refused = await profileOf(world.providerB.token, patient.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REFERRAL_ACCESS_ENDED');
    expect((await download()).statusCode).toBe(403);
    expect((await photo()).statusCode).toBe(403);
  });

  test('issue 22 item 3 a visit of the receiver with the patient completes the referral; the grant ends 30 days later (403 after)', async () => {
    const patient = world.patientB;
    const id = await sendReferral(ctx.app, world.providerB, {
      patientId: patient.id,
      providerId: world.colleagueA.id,
    });
    await answerReferral(ctx.app, world.colleagueA, id, 'ACCEPTED');
    expect((await profileOf(world.colleagueA.token, patient.id)).statusCode).toBe(200);
    const encounterId = await insertEncounter(ctx.app.db, {
      clinicId: world.a.id,
      providerId: world.colleagueA.id,
      patientId: patient.id,
      start: new Date(Date.now() + 60_000).toISOString(),
      minutes: 30,
    });
    const seenAt = new Date(Date.now() - 31 * 86_400_000);
    await ctx.app.db
      .update(encounters)
      .set({ status: 'FINISHED', roomEndTime: seenAt })
      .where(eq(encounters.id, encounterId));
    const referral = await get(world.providerB.token, `/api/referrals/${id}`);
    expect(referral.json<Referral>().status).toBe('COMPLETED');
    expect(referral.json<Referral>().accessUntil).toBe(
      new Date(seenAt.getTime() + 30 * 86_400_000).toISOString(),
    );
    const refused = await profileOf(world.colleagueA.token, patient.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REFERRAL_ACCESS_ENDED');
  });

  test("F94 downloading another referral's file, or as a stranger, finds nothing", async () => {
    const mine = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.providerB.id,
    });
    await attachToReferral(ctx.app, world.providerA, mine, {
      name: 'mine.pdf',
      bytes: sampleFiles.pdf(),
    });
    const theirs = await sendReferral(ctx.app, world.providerA, {
      patientId: world.patientA.id,
      providerId: world.colleagueA.id,
    });
    await answerReferral(ctx.app, world.colleagueA, theirs, 'ACCEPTED');
    // The receiver of one referral names the other's file under its own referral, then directly.
    const crossed = await get(
      world.colleagueA.token,
      `/api/referrals/download?referralId=${theirs}&fileName=mine.pdf`,
    );
    expect(crossed.statusCode).toBe(404);
    const direct = await get(
      world.colleagueA.token,
      `/api/referrals/download?referralId=${mine}&fileName=mine.pdf`,
    );
    expect(direct.statusCode).toBe(404);
    const patientOfOther = await get(
      world.patientB.token,
      `/api/referrals/download?referralId=${mine}&fileName=mine.pdf`,
    );
    expect(patientOfOther.statusCode).toBe(404);
    const ownPatient = await get(
      world.patientA.token,
      `/api/referrals/download?referralId=${mine}&fileName=mine.pdf`,
    );
    expect(ownPatient.statusCode).toBe(200);
  });
});

describe('referrals: lists and views', () => {
  test('F87 F91 F92 providers see what they sent and received; the patient sees the referred-to provider; strangers nothing', async () => {
    const patient = await freshPatientOfA();
    const stranger = await freshPatientOfA();
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: patient.id,
      providerId: world.providerB.id,
      note: 'Needle in a haystack',
    });
    for (const who of [world.providerA, world.providerB]) {
      const list = await get(who.token, '/api/referrals/provider?search=haystack');
      expect(list.json().content.map((r: Referral) => r.id)).toEqual([id]);
    }
    const mine = await get(patient.token, '/api/referrals/patient');
    const seen = mine.json().content.find((r: Referral) => r.id === id);
    expect(seen).toMatchObject({
      referredToFullName: 'Bruno Berg',
      referredToEmail: world.providerB.email,
    });
    expect((await get(stranger.token, '/api/referrals/patient')).json().content).toEqual([]);
    expect((await get(world.colleagueA.token, `/api/referrals/${id}`)).statusCode).toBe(404);
    expect((await get(stranger.token, `/api/referrals/${id}`)).statusCode).toBe(404);
    expect((await get(patient.token, `/api/referrals/${id}`)).statusCode).toBe(200);
    const none = await get(world.providerA.token, '/api/referrals/provider?search=%25%25nothing');
    expect(none.json()).toMatchObject({ content: [], totalElements: 0, last: true });
  });

  test("F96 H5 the current clinic's patients for referral come 10 per page, with search", async () => {
    const first = await get(
      world.providerA.token,
      `/api/patients/referrals/current?providerId=${world.providerB.id}&page=0`,
    );
    expect(first.statusCode).toBe(200);
    const ids = first.json().content.map((p: { id: number }) => p.id);
    expect(ids).toContain(world.patientA.id);
    expect(ids).not.toContain(world.patientB.id);
    const search = await get(
      world.providerA.token,
      `/api/patients/referrals/current?providerId=${world.providerB.id}&search=petra`,
    );
    expect(search.json().content.map((p: { id: number }) => p.id)).toEqual([world.patientA.id]);
  });

  test('issue 22 a new referral and its answer reach the other side and the patient over the realtime channel', async () => {
    const { url } = await listen(ctx.app);
    const receiver = realtimeClient(url, world.providerB.token);
    const sender = realtimeClient(url, world.providerA.token);
    const patient = realtimeClient(url, world.patientA.token);
    try {
      expect(await connection(receiver)).toBe('connected');
      expect(await connection(sender)).toBe('connected');
      expect(await connection(patient)).toBe('connected');
      const id = await sendReferral(ctx.app, world.providerA, {
        patientId: world.patientA.id,
        providerId: world.providerB.id,
      });
      expect(await receiver.next('REFERRAL_CHANGED')).toEqual({
        type: 'REFERRAL_CHANGED',
        referralId: id,
        status: 'PENDING',
      });
      const pending = { type: 'REFERRAL_CHANGED', referralId: id, status: 'PENDING' };
      expect(await patient.next('REFERRAL_CHANGED')).toEqual(pending);
      await answerReferral(ctx.app, world.providerB, id, 'ACCEPTED');
      const accepted = { type: 'REFERRAL_CHANGED', referralId: id, status: 'ACCEPTED' };
      expect(await sender.next('REFERRAL_CHANGED')).toEqual(accepted);
      // `next` answers the first event of a type already received: the patient's PENDING.
      await vi.waitFor(() => expect(patient.events).toContainEqual(accepted));
    } finally {
      receiver.close();
      sender.close();
      patient.close();
    }
  });
});

describe('referrals and the provider network: bad input', () => {
  const PATHS = ['abc', '-1', '0', '1.5', '99999999999', '%00', 'null'];
  const QUERIES = [
    '',
    '?page=-1&search=%00&referralId=x&fileName=&providerId=x&patientId=x',
    '?page=999999999999&referralId=99999999999&fileName=..%2F..%2Fetc%2Fpasswd&providerId=99999999999',
    '?keyword=%27;drop&specialty=%25&isPreferred=maybe&onlyMyClinic=1',
  ];
  const BODIES = [
    '{}',
    '[]',
    'null',
    '{',
    '{"id":"x","status":"MAYBE","patientId":-1,"providerId":"x","note":5}',
    '{"id":99999999999,"status":"ACCEPTED","patientId":99999999999,"providerId":99999999999,"note":"x"}',
  ];

  test('H F93 F102 no network or referral route answers 5xx to a malformed path, query or body', async () => {
    const routes = ctx.app.routeAccess.filter((r) =>
      /referral|providerRelationship|searchInProviders|providers\/(network\/)?search/i.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const route of routes) {
      const caller =
        route.access !== 'open' &&
        route.access.roles !== 'any' &&
        !route.access.roles.includes(Role.provider)
          ? world.patientA
          : world.providerA;
      const paths = new Set(PATHS.map((value) => route.url.replace(/:(\w+)/g, value)));
      for (const url of [...paths].flatMap((path) => QUERIES.map((query) => path + query))) {
        for (const payload of route.method === 'GET' ? [undefined] : BODIES) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers: payload
              ? { ...bearer(caller.token), 'content-type': 'application/json' }
              : bearer(caller.token),
            ...(payload ? { payload } : {}),
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${url} ${payload ?? ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
