import { describe, expect, test } from 'vitest';
import type { Precondition } from '@clinicall/shared/scheduling/preconditions';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { COMMON_CONDITIONS } from './common-conditions.js';

const ctx = useTestApp();

const preconditions = (token: string, query = '') =>
  ctx.app.inject({ url: `/api/patients/preconditions${query}`, headers: bearer(token) });

let hour = 0;
/** A past visit of `patientId` booked for `condition`, each an hour after the last. */
async function visit(world: ClinicWorld, patientId: number, condition: string) {
  hour += 1;
  await insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId,
    start: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
    minutes: 30,
    status: 'FINISHED',
    preCondition: condition,
  });
}

const descriptions = (body: Precondition[], source: Precondition['source']) =>
  body.filter((c) => c.source === source).map((c) => c.description);

describe('GET /api/patients/preconditions', () => {
  test("C57 offers the patient's earlier conditions, latest first and each once, then the common ones", async () => {
    const world = await createClinicWorld(ctx.app);
    await visit(world, world.patient.id, 'Knee pain');
    await visit(world, world.patient.id, 'Cough');
    await visit(world, world.patient.id, 'Knee pain');
    const response = await preconditions(world.patient.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<Precondition[]>();
    expect(descriptions(body, 'previous')).toEqual(['Knee pain', 'Cough']);
    // An earlier condition that is also a common one is offered once, as the patient's own.
    expect(descriptions(body, 'common')).toEqual(COMMON_CONDITIONS.filter((c) => c !== 'Cough'));
    expect(body[0]).toEqual({ description: 'Knee pain', source: 'previous' });
  });

  test('C57 a patient who never booked is offered the common conditions', async () => {
    const world = await createClinicWorld(ctx.app);
    const body = (await preconditions(world.otherPatient.token)).json<Precondition[]>();
    expect(descriptions(body, 'previous')).toEqual([]);
    expect(descriptions(body, 'common')).toEqual([...COMMON_CONDITIONS]);
  });

  test("C57 a family head sees a member's conditions; another patient's are refused (403)", async () => {
    const world = await createClinicWorld(ctx.app);
    await visit(world, world.familyMember.id, 'Ear infection');
    await visit(world, world.otherPatient.id, 'Not yours');
    const member = await preconditions(world.patient.token, `?patientId=${world.familyMember.id}`);
    expect(descriptions(member.json(), 'previous')).toEqual(['Ear infection']);
    expect((await preconditions(world.patient.token)).body).not.toContain('Ear infection');
    const other = await preconditions(world.patient.token, `?patientId=${world.otherPatient.id}`);
    expect(other.statusCode).toBe(403);
  });

  test('C57 only patients book, so only patients are offered conditions (403 for staff)', async () => {
    const world = await createClinicWorld(ctx.app);
    for (const user of [world.provider, world.assistant, world.admin]) {
      expect((await preconditions(user.token)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/patients/preconditions' })).statusCode).toBe(401);
  });

  test('C57 a malformed patient id is a 400, not a 500', async () => {
    const world = await createClinicWorld(ctx.app);
    expect((await preconditions(world.patient.token, '?patientId=abc')).statusCode).toBe(400);
  });
});
