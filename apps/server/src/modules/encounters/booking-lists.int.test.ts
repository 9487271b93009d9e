import { Role } from '@clinicall/shared/roles';
import type {
  BookableProviderPage,
  SchedulablePatientPage,
} from '@clinicall/shared/scheduling/booking-lists';
import { beforeAll, expect, test } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createUser, joinClinic } from '../../test-support/factories.js';
import { setClinicFlags } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let closed: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  closed = await createClinicWorld(ctx.app);
  await setClinicFlags(ctx.app.db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  // 30 more patients, so the pick list has two pages; one is also a patient of the other clinic.
  for (let i = 0; i < 30; i += 1) {
    const patient = await createUser(ctx.app.db, Role.patient, {
      clinicId: world.clinic.id,
      firstName: `Zed${String(i).padStart(2, '0')}`,
      lastName: 'Zulu',
    });
    if (i === 0) await joinClinic(ctx.app.db, patient.id, closed.clinic.id, Role.patient);
  }
});

const get = <T>(url: string, token: string) =>
  ctx.app.inject({ url, headers: bearer(token) }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

test('C48 the provider’s patients come 25 per page, each once, with search by name or e-mail', async () => {
  const first = await get<SchedulablePatientPage>(
    '/api/appointments/patients',
    world.provider.token,
  );
  expect(first.content).toHaveLength(25);
  expect(first).toMatchObject({ totalElements: 33, last: false });
  const second = await get<SchedulablePatientPage>(
    '/api/appointments/patients?page=1',
    world.provider.token,
  );
  expect(second.content).toHaveLength(8);
  expect(second.last).toBe(true);
  const ids = [...first.content, ...second.content].map((p) => p.id);
  expect(new Set(ids).size).toBe(33);

  const found = await get<SchedulablePatientPage>(
    '/api/appointments/patients?search=zed0',
    world.provider.token,
  );
  expect(found.totalElements).toBe(10);
  const byEmail = await get<SchedulablePatientPage>(
    `/api/appointments/patients?search=${encodeURIComponent(world.patient.email)}`,
    world.provider.token,
  );
  expect(byEmail.content.map((p) => p.id)).toEqual([world.patient.id]);
  // The other clinic's provider sees only the patient both clinics share.
  const other = await get<SchedulablePatientPage>(
    '/api/appointments/patients?search=Zulu',
    closed.provider.token,
  );
  expect(other.content.map((p) => p.firstName)).toEqual(['Zed00']);
});

test('C56 a patient may book the providers of their clinics that allow self-scheduling', async () => {
  const page = await get<BookableProviderPage>('/api/appointments/providers', world.patient.token);
  expect(page.content.map((p) => p.id).sort()).toEqual(
    [world.provider.id, world.otherProvider.id].sort(),
  );
  expect(page.content[0]).toMatchObject({ primarySpecialty: 'Family Medicine' });
  const searched = await get<BookableProviderPage>(
    '/api/appointments/providers?search=omar',
    world.patient.token,
  );
  expect(searched.content.map((p) => p.id)).toEqual([world.otherProvider.id]);
  // A clinic without self-scheduling lists nobody.
  const none = await get<BookableProviderPage>('/api/appointments/providers', closed.patient.token);
  expect(none).toMatchObject({ content: [], totalElements: 0, last: true });
});
