import { TemplateMessages } from '@clinicall/shared/notes/templates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { videoEncounterTypes } from '../../db/schema/scheduling.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { addVideoType, setClinicFlags } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let other: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
  await setClinicFlags(ctx.app.db, world.clinic.id, {
    isPatientScheduleAppointmentEnabled: true,
    allowAppointmentTemplate: true,
  });
  await setClinicFlags(ctx.app.db, other.clinic.id, { allowAppointmentTemplate: true });
});

const questions = JSON.stringify([
  { label: 'Do you smoke?', type: 'checkbox', options: [] },
  { label: 'Where does it hurt?', type: 'dropdown', options: ['Head', '', 'Back', ' '] },
  { label: 'Since when?', type: 'input', options: [] },
]);

const templateBody = (name: string, extra: object = {}) => ({
  name,
  description: 'Asked before every first visit',
  templateEditFormJson: questions,
  ...extra,
});

const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  token: string,
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

test('E27 a provider whose clinics do not allow appointment templates is refused every template call', async () => {
  const closed = await createClinicWorld(ctx.app);
  const token = closed.provider.token;
  const calls = [
    await send('GET', token, '/api/templates'),
    await send('POST', token, '/api/templates', templateBody('Refused')),
    await send('GET', token, '/api/templates/1'),
  ];
  for (const answer of calls) {
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      code: 'TEMPLATES_DISABLED',
      errorMessage: TemplateMessages.disabled,
    });
  }

  await setClinicFlags(ctx.app.db, closed.clinic.id, { allowAppointmentTemplate: true });
  expect((await send('GET', token, '/api/templates')).statusCode).toBe(200);
});

describe('questionnaire templates', () => {
  test('E28 E33 a provider creates a template; empty dropdown options are dropped', async () => {
    const res = await send('POST', world.provider.token, '/api/templates', templateBody('Intake'));
    expect(res.statusCode).toBe(201);
    const saved = res.json<{ id: number; templateEditFormJson: string }>();
    const stored = JSON.parse(saved.templateEditFormJson) as { options: string[] }[];
    expect(stored[1]!.options).toEqual(['Head', 'Back']);
    const list = await send('GET', world.provider.token, '/api/templates');
    expect(list.json<{ name: string }[]>().map((t) => t.name)).toContain('Intake');
  });

  test('E63 a template carries the spec’s fields', async () => {
    const res = await send('POST', world.provider.token, '/api/templates', templateBody('Shape'));
    const id = res.json<{ id: number }>().id;
    const read = await send('GET', world.provider.token, `/api/templates/${id}`);
    expect(Object.keys(read.json<object>())).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'description',
        'templateEditFormJson',
        'templateEditFormDataJson',
        'templateDisplayFormJson',
      ]),
    );
    expect(read.json()).toMatchObject({ id, name: 'Shape' });
  });

  test('E34 a duplicate name (any case) is refused with "Template name X already exists"', async () => {
    await send('POST', world.provider.token, '/api/templates', templateBody('Allergies'));
    const res = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('ALLERGIES'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TEMPLATE_NAME_TAKEN',
      errorMessage: TemplateMessages.nameTaken('ALLERGIES'),
    });
    // Another provider may use the same name.
    const theirs = await send(
      'POST',
      world.otherProvider.token,
      '/api/templates',
      templateBody('Allergies'),
    );
    expect(theirs.statusCode).toBe(201);
  });

  test('E34 renaming onto an existing name is refused too', async () => {
    const a = await send('POST', world.provider.token, '/api/templates', templateBody('Sleep'));
    await send('POST', world.provider.token, '/api/templates', templateBody('Diet'));
    const id = a.json<{ id: number }>().id;
    const res = await send(
      'PATCH',
      world.provider.token,
      `/api/templates/${id}`,
      templateBody('Diet'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(
      TemplateMessages.nameTaken('Diet'),
    );
  });

  test('E30 a missing name or description answers the spec’s texts', async () => {
    const noName = await send('POST', world.provider.token, '/api/templates', templateBody(''));
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(TemplateMessages.nameRequired);
    const noDescription = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('Mood', { description: ' ' }),
    );
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.body).toContain(TemplateMessages.descriptionRequired);
  });

  test('E36 updating keeps the id and answers the new fields', async () => {
    const created = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('Travel'),
    );
    const id = created.json<{ id: number }>().id;
    const res = await send(
      'PATCH',
      world.provider.token,
      `/api/templates/${id}`,
      templateBody('Travel history', { description: 'Where have you been?' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Travel history',
      description: 'Where have you been?',
    });
  });

  test('E36 another provider’s template is not found, neither read nor changed', async () => {
    const created = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('Private'),
    );
    const id = created.json<{ id: number }>().id;
    expect((await send('GET', other.provider.token, `/api/templates/${id}`)).statusCode).toBe(404);
    const patch = await send(
      'PATCH',
      other.provider.token,
      `/api/templates/${id}`,
      templateBody('Mine'),
    );
    expect(patch.statusCode).toBe(404);
    expect((await send('GET', world.patient.token, '/api/templates')).statusCode).toBe(403);
  });

  test('C12 a video type may use a template once the provider has one; one in use cannot be deleted', async () => {
    const created = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('Pre-visit'),
    );
    const templateId = created.json<{ id: number }>().id;
    const videoTypeId = await addVideoType(ctx.app.db, world.provider.id);
    await ctx.app.db
      .update(videoEncounterTypes)
      .set({ allowAppointmentTemplate: true, templateId })
      .where(eq(videoEncounterTypes.id, videoTypeId));
    const refused = await send('DELETE', world.provider.token, `/api/templates/${templateId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TEMPLATE_IN_USE' });
    const spare = await send('POST', world.provider.token, '/api/templates', templateBody('Spare'));
    const spareId = spare.json<{ id: number }>().id;
    expect(
      (await send('DELETE', world.provider.token, `/api/templates/${spareId}`)).statusCode,
    ).toBe(204);
  });

  test('C58 E38 a patient reads a provider’s template only when it is visible to patients', async () => {
    const visible = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('Visible'),
    );
    const hidden = await send(
      'POST',
      world.provider.token,
      '/api/templates',
      templateBody('Hidden', { isVisibleToPatient: false }),
    );
    const url = (id: number, providerId = world.provider.id) =>
      `/api/patient/encounter/templates/${id}/provider/${providerId}`;
    const ok = await send('GET', world.patient.token, url(visible.json<{ id: number }>().id));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Visible' });
    const no = await send('GET', world.patient.token, url(hidden.json<{ id: number }>().id));
    expect(no.statusCode).toBe(404);
    // A patient of another clinic cannot read the provider's template at all.
    const foreign = await send('GET', other.patient.token, url(visible.json<{ id: number }>().id));
    expect(foreign.statusCode).toBe(403);
  });
});
