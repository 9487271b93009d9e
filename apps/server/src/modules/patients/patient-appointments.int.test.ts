import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const appointments = (token: string, query: string) =>
  ctx.app.inject({ url: `/api/encounters/filter?${query}`, headers: bearer(token) });

describe('the profile Appointments tab', () => {
  test('F62 a patient’s appointments: startTime descending by default, 10 a page, sortable by provider name', async () => {
    const world = await createClinicWorld(ctx.app);
    for (let day = 1; day <= 12; day += 1) {
      await insertEncounter(ctx.app.db, {
        clinicId: world.clinic.id,
        providerId: day % 2 ? world.provider.id : world.otherProvider.id,
        patientId: world.patient.id,
        start: `2026-10-${String(day).padStart(2, '0')}T15:00:00.000Z`,
        minutes: 30,
        type: 'VIDEO',
      });
    }
    const first = await appointments(world.provider.token, `patientId=${world.patient.id}`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.content).toHaveLength(10);
    expect(page.last).toBe(false);
    expect(page.totalElements).toBe(12);
    expect(page.content[0]).toMatchObject({
      startTime: '2026-10-12T15:00:00.000Z',
      type: 'VIDEO',
      providerName: 'Omar Other',
    });
    const second = await appointments(world.provider.token, `patientId=${world.patient.id}&page=1`);
    expect(second.json()).toMatchObject({ last: true });
    expect(second.json().content).toHaveLength(2);

    const byName = await appointments(
      world.provider.token,
      `patientId=${world.patient.id}&propertyName=providerName&orderBy=asc&size=12`,
    );
    const names = byName.json().content.map((row: { providerName: string }) => row.providerName);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('Omar Other');
  });

  test('F64 issue 19 path 11: a provider of another clinic is refused as for an unknown patient (404); a patient with no appointments gets an empty page', async () => {
    const world = await createClinicWorld(ctx.app);
    const elsewhere = await createClinicWorld(ctx.app);
    const refused = await appointments(elsewhere.provider.token, `patientId=${world.patient.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    const empty = await appointments(world.patient.token, `patientId=${world.patient.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0 });
  });
});
