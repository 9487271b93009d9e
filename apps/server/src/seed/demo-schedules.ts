import type { Executor } from '../db/database.js';
import {
  availabilityDays,
  availabilityDefaultWeeks,
  encounterAccounts,
  providerSchedules,
  videoEncounterTypes,
} from '../db/schema/scheduling.js';
import { addDays, isoWeekday, localDateOf, mondayOf } from '../lib/local-time.js';
import { DEMO_HISTORY_DAYS, DEMO_WEEK, DEMO_WORKDAY } from './demo-working-hours.js';

type DemoVideoType = { name: string; description: string; minutes: number; priceCents: number };

/** What each demo provider offers: every type (the clinic has in-office visits on) and video types. */
export const demoOfferings: Record<string, { timeZone: string; videoTypes: DemoVideoType[] }> = {
  'dr.rivera@clinicall.example': {
    timeZone: 'America/New_York',
    videoTypes: [
      {
        name: 'Follow-up visit',
        description: 'A short check on an ongoing concern.',
        minutes: 15,
        priceCents: 0,
      },
      {
        name: 'New patient consultation',
        description: 'History, exam and a care plan.',
        minutes: 30,
        priceCents: 7500,
      },
      {
        name: 'Medication review',
        description: 'Doses, side effects and refills.',
        minutes: 30,
        priceCents: 4500,
      },
    ],
  },
  'dr.chen@clinicall.example': {
    timeZone: 'America/Chicago',
    videoTypes: [
      {
        name: 'Annual check-in',
        description: 'A yearly review of your health.',
        minutes: 30,
        priceCents: 6000,
      },
      {
        name: 'Lab results review',
        description: 'What your latest results mean.',
        minutes: 15,
        priceCents: 0,
      },
    ],
  },
  'dr.okafor@clinicall.example': {
    timeZone: 'America/Los_Angeles',
    videoTypes: [
      {
        name: 'Skin check',
        description: 'A look at a mole, rash or spot.',
        minutes: 15,
        priceCents: 5000,
      },
      {
        name: 'Acne follow-up',
        description: 'Progress on an acne treatment.',
        minutes: 30,
        priceCents: 4000,
      },
    ],
  },
  'dr.novak@clinicall.example': {
    timeZone: 'America/New_York',
    videoTypes: [
      {
        name: 'Therapy session',
        description: 'A talking-therapy session.',
        minutes: 45,
        priceCents: 12000,
      },
      {
        name: 'Medication management',
        description: 'Review of psychiatric medication.',
        minutes: 30,
        priceCents: 8000,
      },
    ],
  },
  // Issue 22: Lakeside's psychiatrist, whom Sam Jones was referred to and can book.
  'dr.sato@clinicall.example': {
    timeZone: 'America/Los_Angeles',
    videoTypes: [
      {
        name: 'Sleep consultation',
        description: 'Sleep habits, history and a plan.',
        minutes: 30,
        priceCents: 0,
      },
      {
        name: 'Psychiatric evaluation',
        description: 'A first full assessment.',
        minutes: 60,
        priceCents: 15000,
      },
    ],
  },
};

/**
 * Offerings and a recurring week (Monday to Friday, 09:00-12:00 and 13:00-17:00 on the provider's
 * own clock) from before the oldest demo visit on, so the demo can be booked at once and every
 * seeded visit lies in the provider's hours. When the seed's own day falls on a weekend it is
 * worked too (times set for that date, C22), so the demo has visits today whenever it starts.
 */
export async function seedDemoSchedules(
  tx: Executor,
  providers: readonly { id: number; email: string }[],
  now = new Date(),
) {
  for (const provider of providers) {
    const demo = demoOfferings[provider.email];
    if (!demo) continue;
    await tx.insert(encounterAccounts).values(
      (['VIDEO', 'AUDIO', 'MESSAGE', 'OFFICE'] as const).map((encounterType) => ({
        providerId: provider.id,
        encounterType,
        active: true,
      })),
    );
    await tx.insert(videoEncounterTypes).values(
      demo.videoTypes.map((t, i) => ({
        providerId: provider.id,
        slot: i + 1,
        encounterName: t.name,
        description: t.description,
        durationMinutes: t.minutes,
        priceCents: t.priceCents,
      })),
    );
    await tx.insert(providerSchedules).values({ providerId: provider.id, timeZone: demo.timeZone });
    const today = localDateOf(now, demo.timeZone);
    await tx.insert(availabilityDefaultWeeks).values({
      providerId: provider.id,
      effectiveFrom: mondayOf(addDays(today, -DEMO_HISTORY_DAYS)),
      week: DEMO_WEEK,
    });
    if (isoWeekday(today) > 5) {
      await tx
        .insert(availabilityDays)
        .values({ providerId: provider.id, date: today, ...DEMO_WORKDAY });
    }
  }
}
