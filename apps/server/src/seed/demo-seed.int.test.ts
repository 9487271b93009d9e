import { Role } from '@clinicall/shared/roles';
import type { BookableProviderPage } from '@clinicall/shared/scheduling/booking-lists';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { encounters } from '../db/schema/encounters.js';
import { users } from '../db/schema/identity.js';
import { addDays, localDateOf, mondayOf } from '../lib/local-time.js';
import { patientProfiles } from '../db/schema/profiles.js';
import { bearer } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
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
    expect(await seedDemoIfEmpty(ctx.database.db)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.database.db)).toBe(false);
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
    expect([...roles.values()].filter((r) => r === Role.provider)).toHaveLength(2);
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
    const [monday] = schedule.json<Schedule>().days;
    expect(monday?.slots[0]?.localTime).toBe('09:00');
    expect(monday?.slots.at(-1)?.localTime).toBe('16:30');
  });

  test('C84 C87 C92 C93 every demo provider has past, today’s, upcoming, requested, cancelled and declined appointments', async () => {
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
    expect(counters.json()).toMatchObject({ today: 2, pending: 4 });
    const past = await ctx.app.inject({
      url: '/api/encounters?status=FINISHED&finishedEType=APPOINTMENT_CONCLUDED',
      headers: bearer(rivera),
    });
    expect(past.json().count).toBe(4);
    const sam = (await signInAs(demoAccounts.patientJones.email)).json().token;
    const mine = await ctx.app.inject({ url: '/api/encounters?size=100', headers: bearer(sam) });
    expect(mine.json().count).toBeGreaterThan(10);
  });
});
