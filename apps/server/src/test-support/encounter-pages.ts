import type { Encounter, EncounterList } from '@clinicall/shared/scheduling/encounters';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import type { Clock } from '../lib/clock.js';
import { bearer } from './factories.js';
import type { instanceHarness } from './instances.js';
import { insertEncounter } from './scheduling.js';
import { openTwoInstanceClinic } from './two-instance-clinic.js';

type Open = Awaited<ReturnType<typeof instanceHarness>>['open'];

/** Monday 9 March 2026, 09:30 in New York (UTC-4): the list cache tests' present. */
export const LISTS_NOW = '2026-03-09T13:30:00Z';

/** The next 30 days, any status: the benchmark's question without its status filter. */
export const UPCOMING = 'from=2026-03-09T13:30:00Z&to=2026-04-08T13:30:00Z';

/**
 * The two-instance clinic (in New York) of the list cache tests, with what they ask (a page) and
 * do (an appointment of its provider and patient, announced unless made in a silent transaction).
 */
export async function openListsClinic(open: Open, clock: Clock) {
  const opened = await openTwoInstanceClinic(open, clock, 'America/New_York');
  const { first, world } = opened;

  async function pageOf(
    token: string,
    app: App = first.app,
    query = UPCOMING,
    path = '/api/encounters',
  ) {
    const response = await app.inject({ url: `${path}?${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EncounterList>();
  }

  /** The one appointment a page holds. */
  async function onlyOf(token: string, app: App = first.app): Promise<Encounter> {
    const page = await pageOf(token, app);
    expect(page.count).toBe(1);
    return page.encountersDTO[0]!;
  }

  return {
    ...opened,
    pageOf,
    onlyOf,
    /** An accepted appointment of the world's provider and patient at `start`, 30 minutes. */
    appointment: (ex: Executor, start: string, clinicId = world.clinic.id) =>
      insertEncounter(ex, {
        clinicId,
        providerId: world.provider.id,
        patientId: world.patient.id,
        start,
        minutes: 30,
      }),
    /** Removes every appointment of the world (announced): each test starts from none. */
    clear: () => first.app.db.delete(encounters).where(eq(encounters.clinicId, world.clinic.id)),
  };
}

export type ListsClinic = Awaited<ReturnType<typeof openListsClinic>>;
