import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { encounterSummaries, questionnaireTemplates } from '../db/schema/notes.js';
import { videoEncounterTypes } from '../db/schema/scheduling.js';

const intake = [
  { label: 'What brings you in today?', type: 'input', options: [] },
  {
    label: 'How long have you had these symptoms?',
    type: 'dropdown',
    options: ['Less than a week', '1–4 weeks', 'More than a month'],
  },
  { label: 'Are you taking any medication?', type: 'input', options: [] },
  { label: 'I have a fever', type: 'checkbox', options: [] },
];

const skin = [
  { label: 'Where is the rash or spot?', type: 'input', options: [] },
  {
    label: 'Has it changed in size or colour?',
    type: 'dropdown',
    options: ['No', 'Yes, larger', 'Yes, darker'],
  },
  { label: 'It itches', type: 'checkbox', options: [] },
];

/** One written note per concluded visit, varied a little by its order. */
const NOTES = [
  {
    subjetiveEvaluation:
      'Reports a dry cough for ten days, worse at night. No shortness of breath.',
    objectiveEvaluation: 'BP 122/78, HR 74, T 37.2 °C, SpO2 98%. Lungs clear on auscultation.',
    planOfTreatment: 'Honey and fluids, humidifier at night. Return if fever or breathlessness.',
    diagnosisDescription: 'Acute bronchitis, viral',
    diagnosisCodes: ['J20.9', 'R05.9'],
    cptDescription: 'Established patient, telehealth visit, 20 minutes',
    cptCodes: ['99213', '95'],
  },
  {
    subjetiveEvaluation: 'Follow-up of blood pressure after starting lisinopril; no side effects.',
    objectiveEvaluation: 'Home readings average 128/82. HR 70. Weight 82 kg.',
    planOfTreatment: 'Continue lisinopril 10 mg daily; labs (BMP) in four weeks.',
    diagnosisDescription: 'Essential hypertension, improving on treatment',
    diagnosisCodes: ['I10'],
    cptDescription: 'Established patient, moderate complexity',
    cptCodes: ['99214'],
  },
];

/**
 * The demo's questionnaire templates (Dr. Rivera's intake drives her first video type's booking
 * form) and written summaries for the concluded visits of Rivera and Chen.
 */
export async function seedDemoNotes(
  tx: Executor,
  providers: { rivera: { id: number }; chen: { id: number } },
) {
  const [rivera, chen] = [providers.rivera.id, providers.chen.id];
  const templates = await tx
    .insert(questionnaireTemplates)
    .values([
      {
        providerId: rivera,
        name: 'New patient intake',
        description: 'A few questions before your first visit.',
        editFormJson: JSON.stringify(intake),
        displayFormJson: JSON.stringify(intake),
      },
      {
        providerId: rivera,
        name: 'Skin concern follow-up',
        description: 'Tell us about the spot or rash we are following.',
        editFormJson: JSON.stringify(skin),
        displayFormJson: JSON.stringify(skin),
        isVisibleToPatient: false,
      },
      {
        providerId: chen,
        name: 'Blood pressure check-in',
        description: 'Your recent readings and how you feel.',
        editFormJson: JSON.stringify([
          { label: 'Your latest home reading', type: 'input', options: [] },
          { label: 'Dizziness or headaches', type: 'checkbox', options: [] },
        ]),
      },
    ])
    .returning({ id: questionnaireTemplates.id });
  const [firstVideo] = await tx
    .select({ id: videoEncounterTypes.id })
    .from(videoEncounterTypes)
    .where(eq(videoEncounterTypes.providerId, rivera))
    .orderBy(asc(videoEncounterTypes.slot))
    .limit(1);
  if (firstVideo && templates[0]) {
    await tx
      .update(videoEncounterTypes)
      .set({ allowAppointmentTemplate: true, templateId: templates[0].id })
      .where(eq(videoEncounterTypes.id, firstVideo.id));
  }
  for (const providerId of [rivera, chen]) {
    const concluded = await tx
      .select({ id: encounters.id, whatIsWrong: encounters.whatIsWrong })
      .from(encounters)
      .where(
        and(
          eq(encounters.providerId, providerId),
          eq(encounters.finishReason, 'APPOINTMENT_CONCLUDED'),
        ),
      )
      .orderBy(asc(encounters.startTime));
    await tx.insert(encounterSummaries).values(
      concluded.map((visit, i) => ({
        encounterId: visit.id,
        chiefComplaint: visit.whatIsWrong,
        writtenById: providerId,
        ...NOTES[i % NOTES.length]!,
      })),
    );
  }
}
