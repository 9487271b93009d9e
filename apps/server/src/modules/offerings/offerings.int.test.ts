import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { videoEncounterTypes } from '../../db/schema/scheduling.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let officeWorld: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  officeWorld = await createClinicWorld(ctx.app, { isInOfficeAppointmentActive: true });
});

const save = (token: string, payload: object, method: 'POST' | 'PUT' = 'PUT') =>
  ctx.app.inject({ method, url: '/api/providers/offering', headers: bearer(token), payload });

const videoAccount = (types: unknown[], active = true) => ({
  encounterType: 'VIDEO',
  active,
  encounterVideoTypes: types,
});

const account = (o: Offerings, type: string) =>
  o.encounterAccounts.find((a) => a.encounterType === type)!;

describe('reading and saving offerings', () => {
  test('C4 C6 C111 a provider without offerings gets the four accounts off, payment types INSURANCE only', async () => {
    const response = await ctx.app.inject({
      url: '/api/providers/offering',
      headers: bearer(world.provider.token),
    });
    expect(response.statusCode).toBe(200);
    const offerings = response.json<Offerings>();
    expect(offerings.paymentTypes).toEqual(['INSURANCE']);
    expect(offerings.encounterAccounts.map((a) => [a.encounterType, a.active])).toEqual([
      ['VIDEO', false],
      ['AUDIO', false],
      ['MESSAGE', false],
      ['OFFICE', false],
    ]);
    expect(offerings.inOfficeAllowed).toBe(false);
  });

  test('C4 C8 C10 saving turns types on and adds video types with the spec’s defaults', async () => {
    const response = await save(
      world.provider.token,
      {
        paymentTypes: ['CASH', 'INSURANCE'],
        encounterAccounts: [
          videoAccount([
            { encounterName: 'Follow-up', description: 'A short follow-up visit' },
            { encounterName: 'New patient', description: 'First visit', duration: 45, price: 89.5 },
          ]),
          { encounterType: 'message', active: true },
        ],
      },
      'POST',
    );
    expect(response.statusCode).toBe(200);
    const offerings = response.json<Offerings>();
    expect(offerings.paymentTypes).toEqual(['INSURANCE']);
    expect(account(offerings, 'MESSAGE').active).toBe(true);
    expect(account(offerings, 'VIDEO').encounterVideoTypes).toMatchObject([
      { encounterName: 'Follow-up', duration: 15, price: 0, allowAppointmentTemplate: false },
      { encounterName: 'New patient', duration: 45, price: 89.5, requireAttachment: false },
    ]);
  });

  test('C8 editing keeps, changes, removes and adds video types; a removed one keeps its row', async () => {
    const before = account(
      (
        await ctx.app.inject({
          url: '/api/providers/offering',
          headers: bearer(world.provider.token),
        })
      ).json<Offerings>(),
      'VIDEO',
    ).encounterVideoTypes;
    const [followUp, newPatient] = before;
    const response = await save(world.provider.token, {
      encounterAccounts: [
        videoAccount([
          { ...followUp, duration: 30, price: 25 },
          { encounterName: 'Skin check', description: 'Dermatology photo review', duration: 10 },
        ]),
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = account(response.json<Offerings>(), 'VIDEO').encounterVideoTypes;
    expect(after.map((t) => [t.id === followUp!.id, t.encounterName, t.duration, t.price])).toEqual(
      [
        [true, 'Follow-up', 30, 25],
        [false, 'Skin check', 10, 0],
      ],
    );
    // MESSAGE was left out of the body: it stays on.
    expect(account(response.json<Offerings>(), 'MESSAGE').active).toBe(true);
    const [removed] = await ctx.app.db
      .select()
      .from(videoEncounterTypes)
      .where(eq(videoEncounterTypes.id, newPatient!.id));
    expect(removed?.removedAt).not.toBeNull();
  });
});

describe('video type rules', () => {
  test('C9 a video type needs a name and a description', async () => {
    const response = await save(world.provider.token, {
      encounterAccounts: [videoAccount([{ encounterName: ' ', description: '' }])],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'encounterAccounts.0.encounterVideoTypes.0.encounterName',
      'encounterAccounts.0.encounterVideoTypes.0.description',
    ]);
  });

  test('C10 only the offered durations are accepted', async () => {
    const response = await save(world.provider.token, {
      encounterAccounts: [videoAccount([{ encounterName: 'A', description: 'B', duration: 20 }])],
    });
    expect(response.statusCode).toBe(400);
  });

  test('C11 a fourth video type is refused, by the API and by the database', async () => {
    const four = Array.from({ length: 4 }, (_, i) => ({
      encounterName: `T${i}`,
      description: 'D',
    }));
    const response = await save(world.otherProvider.token, {
      encounterAccounts: [videoAccount(four)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('encounterAccounts.0.encounterVideoTypes');

    const row = (slot: number) => ({
      providerId: world.otherProvider.id,
      slot,
      encounterName: 'Direct',
      description: 'D',
    });
    await ctx.app.db.insert(videoEncounterTypes).values([row(1), row(2), row(3)]);
    await expect(ctx.app.db.insert(videoEncounterTypes).values(row(4))).rejects.toThrow();
    await expect(ctx.app.db.insert(videoEncounterTypes).values(row(1))).rejects.toThrow();
    await ctx.app.db
      .delete(videoEncounterTypes)
      .where(and(eq(videoEncounterTypes.providerId, world.otherProvider.id)));
  });

  test('C12 template and attachment options are refused while the provider has no templates', async () => {
    for (const option of [{ allowAppointmentTemplate: true }, { requireAttachment: true }]) {
      const response = await save(world.provider.token, {
        encounterAccounts: [videoAccount([{ encounterName: 'A', description: 'B', ...option }])],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'NO_TEMPLATES',
        errorMessage:
          'You do not have any custom templates created. Please visit the Menu>Appointments>Manage Templates to create your first template',
      });
    }
  });

  test('a video type id that is not the provider’s own is refused', async () => {
    const [other] = await ctx.app.db
      .insert(videoEncounterTypes)
      .values({ providerId: world.otherProvider.id, slot: 1, encounterName: 'X', description: 'Y' })
      .returning();
    const response = await save(world.provider.token, {
      encounterAccounts: [
        videoAccount([{ id: other!.id, encounterName: 'Mine', description: 'Z' }]),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});

describe('in-office visits and who may read', () => {
  test('C3 In Office can be switched on only where the clinic has in-office appointments on', async () => {
    const refused = await save(world.provider.token, {
      encounterAccounts: [{ encounterType: 'OFFICE', active: true }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_OFFICE_NOT_ALLOWED');

    const allowed = await save(officeWorld.provider.token, {
      encounterAccounts: [{ encounterType: 'OFFICE', active: true, quantity: 40 }],
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<Offerings>().inOfficeAllowed).toBe(true);
    expect(account(allowed.json<Offerings>(), 'OFFICE')).toMatchObject({
      active: true,
      quantity: 40,
    });
  });

  test('I6 a patient reads a provider of their clinic by e-mail; not one of another clinic', async () => {
    const url = (email: string) => `/api/providers/offering?email=${encodeURIComponent(email)}`;
    const own = await ctx.app.inject({
      url: url(world.provider.email),
      headers: bearer(world.patient.token),
    });
    expect(own.statusCode).toBe(200);
    expect(account(own.json<Offerings>(), 'MESSAGE').active).toBe(true);

    const foreign = await ctx.app.inject({
      url: url(world.provider.email),
      headers: bearer(officeWorld.patient.token),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CLINIC_FORBIDDEN');

    const noEmail = await ctx.app.inject({
      url: '/api/providers/offering',
      headers: bearer(world.patient.token),
    });
    expect(noEmail.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      url: url('nobody@test.example'),
      headers: bearer(world.patient.token),
    });
    expect(unknown.statusCode).toBe(403);
  });

  test('C1 only providers save offerings', async () => {
    const response = await save(world.patient.token, { encounterAccounts: [] });
    expect(response.statusCode).toBe(403);
  });
});
