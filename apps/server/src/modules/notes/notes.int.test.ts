import { SummaryMessages } from '@clinicall/shared/notes/summaries';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let other: ClinicWorld;
let nextHour = 0;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
});

/** A visit of `world`'s provider and patient, in the past, its own hour. */
async function visit(status = 'FINISHED') {
  nextHour += 1;
  return insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: new Date(Date.now() - 30 * 86_400_000 + nextHour * 3_600_000).toISOString(),
    minutes: 30,
    status,
  });
}

const note = {
  subjetiveEvaluation: 'Headache for three days',
  objectiveEvaluation: 'BP 120/80, HR 72, T 37.1',
  planOfTreatment: 'Rest and fluids',
  diagnosisDescription: 'Tension headache',
  diagnosisCodes: ['G44.209', '', 'R51'],
  cptDescription: 'Office visit',
  cptCodes: ['99213'],
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  token: string,
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('post-encounter notes and the summary', () => {
  test('E46 E45 E61 the lead provider saves the note; empty codes are dropped and the lists carry 6 entries', async () => {
    const id = await visit();
    const res = await call('POST', world.provider.token, `/api/encounters/${id}/summary`, note);
    expect(res.statusCode).toBe(200);
    const summary = res.json<{ diagnosisCodes: string[]; cptCodes: string[]; editable: boolean }>();
    expect(summary.diagnosisCodes).toEqual(['G44.209', 'R51', '', '', '', '']);
    expect(summary.cptCodes).toEqual(['99213', '', '', '', '', '']);
    expect(summary.editable).toBe(true);
    const again = await call('PUT', world.provider.token, `/api/encounters/${id}/summary`, {
      ...note,
      planOfTreatment: 'Ibuprofen 400 mg',
    });
    expect(again.json()).toMatchObject({ planOfTreatment: 'Ibuprofen 400 mg', written: true });
  });

  test('E46 E50 issue 21: saving the note again without a chief complaint keeps the recorded one', async () => {
    const id = await visit();
    const first = await call('POST', world.provider.token, `/api/encounters/${id}/summary`, {
      ...note,
      chiefComplaint: 'Headaches since the fall',
    });
    expect(first.json()).toMatchObject({ chiefComplaint: 'Headaches since the fall' });
    // The wizard sends the three steps' fields only.
    const again = await call('PUT', world.provider.token, `/api/encounters/${id}/summary`, note);
    expect(again.json()).toMatchObject({ chiefComplaint: 'Headaches since the fall' });
    const read = await call('GET', world.provider.token, `/api/encounters/${id}/summary`);
    expect(read.json()).toMatchObject({ chiefComplaint: 'Headaches since the fall' });
  });

  test('E41 E42 a seventh diagnosis or CPT code is refused', async () => {
    const id = await visit();
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    for (const field of ['diagnosisCodes', 'cptCodes']) {
      const res = await call('PUT', world.provider.token, `/api/encounters/${id}/summary`, {
        ...note,
        [field]: seven,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(SummaryMessages.tooManyCodes);
    }
  });

  test('E43 a code longer than the normal limit is refused', async () => {
    const id = await visit();
    const res = await call('PUT', world.provider.token, `/api/encounters/${id}/summary`, {
      ...note,
      cptCodes: ['9'.repeat(256)],
    });
    expect(res.statusCode).toBe(400);
  });

  test('E48 a provider who is not the lead, and the patient, read the summary but cannot write it', async () => {
    const id = await visit();
    await call('POST', world.provider.token, `/api/encounters/${id}/summary`, note);
    for (const user of [world.otherProvider, world.patient]) {
      const read = await call('GET', user.token, `/api/encounters/${id}/summary`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ editable: false, planOfTreatment: 'Rest and fluids' });
      const write = await call('PUT', user.token, `/api/encounters/${id}/summary`, note);
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 'NOT_LEAD_PROVIDER' });
    }
    // Someone else's patient reads nothing.
    const stranger = await call('GET', world.otherPatient.token, `/api/encounters/${id}/summary`);
    expect(stranger.statusCode).toBe(403);
    // Another clinic's provider is refused by the clinic rule, as for an unknown id (issue 19 path 11).
    expect(
      (await call('GET', other.provider.token, `/api/encounters/${id}/summary`)).statusCode,
    ).toBe(404);
  });

  test('E49 no note before the appointment started', async () => {
    const id = await visit('ACCEPTED');
    const res = await call('POST', world.provider.token, `/api/encounters/${id}/summary`, note);
    expect(res.statusCode).toBe(409);
    const read = await call('GET', world.provider.token, `/api/encounters/${id}/summary`);
    expect(read.json()).toMatchObject({
      showPreconditions: false,
      editable: false,
      written: false,
    });
  });

  test('E47 E50 an unwritten summary has no chief complaint; the form names the patient and visit', async () => {
    const id = await visit();
    const summary = await call('GET', world.patient.token, `/api/encounters/${id}/summary`);
    expect(summary.json()).toMatchObject({ chiefComplaint: null, written: false });
    const form = await call('GET', world.provider.token, `/api/encounters/${id}/form`);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      patient: { firstName: 'Pat', lastName: 'Patient' },
      encounterType: 'AUDIO',
      started: true,
    });
  });
});

describe('the encounter’s questionnaires', () => {
  async function withQuestionnaire(isVisibleToPatient: boolean) {
    const id = await visit('ACCEPTED');
    await ctx.app.db
      .update(encounters)
      .set({
        questionnaire: {
          templateId: null,
          questionnaireFormJson: JSON.stringify([
            { label: 'Since when?', type: 'input', options: [] },
          ]),
          questionnaireFormDataJson: JSON.stringify({ '0': 'Monday' }),
          questionnaireNonEditableFormJson: null,
          isVisibleToPatient,
        },
      })
      .where(eq(encounters.id, id));
    return id;
  }

  test('E38 the patient sees only a questionnaire marked visible to patients; the provider sees both', async () => {
    const shown = await withQuestionnaire(true);
    const hidden = await withQuestionnaire(false);
    const list = async (token: string, id: number) =>
      (await call('GET', token, `/api/encounters/${id}/questionnaires/`)).json<unknown[]>();
    expect(await list(world.patient.token, shown)).toHaveLength(1);
    expect(await list(world.patient.token, hidden)).toHaveLength(0);
    expect(await list(world.provider.token, hidden)).toHaveLength(1);
  });

  test('E62 a questionnaire carries the spec’s fields', async () => {
    const id = await withQuestionnaire(true);
    const [questionnaire] = (
      await call('GET', world.provider.token, `/api/encounters/${id}/questionnaires/`)
    ).json<Record<string, unknown>[]>();
    expect(Object.keys(questionnaire!)).toEqual(
      expect.arrayContaining([
        'id',
        'questionnaireFormJson',
        'questionnaireFormDataJson',
        'questionnaireNonEditableFormJson',
        'encounterId',
        'templateId',
        'isVisibleToPatient',
        'templateName',
        'templateDescription',
      ]),
    );
    expect(questionnaire).toMatchObject({
      encounterId: id,
      isVisibleToPatient: true,
      questionnaireFormDataJson: JSON.stringify({ '0': 'Monday' }),
    });
  });

  test('E37 the provider updates the answers; the patient may not', async () => {
    const id = await withQuestionnaire(true);
    const url = `/api/encounters/${id}/questionnaires/${id}`;
    const payload = { questionnaireFormDataJson: JSON.stringify({ '0': 'Tuesday' }) };
    const res = await call('PATCH', world.provider.token, url, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      questionnaireFormDataJson: payload.questionnaireFormDataJson,
    });
    expect((await call('PATCH', world.patient.token, url, payload)).statusCode).toBe(403);
  });
});
