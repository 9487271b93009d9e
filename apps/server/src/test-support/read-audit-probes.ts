import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { encounters } from '../db/schema/encounters.js';
import { encounterFiles } from '../db/schema/notes.js';
import { storedAttachmentOf } from './attachments.js';
import type { ClinicWorld, SignedIn } from './clinic-world.js';
import { bearer } from './factories.js';
import { messagesOf, pdfBytes, registerTopicWithFiles } from './messaging.js';
import { makePayment, makePaymentBody, payableEncounter, sandboxToken } from './payments.js';
import { insertEncounter } from './scheduling.js';
import { monitoringReadProbes } from './monitoring-read-probes.js';
import { answerReferral, attachToReferral, enableNetwork, sendReferral } from './referrals.js';
import { uploadPatientPhoto } from './patient-profile.js';

/**
 * How the read-audit walk (plugins/read-audit.int.test.ts) reads each route that declares
 * `config.readsPatient`: who calls it, the URL once the world holds what it shows, and which
 * patients the answer shows (taken from the answer for lists).
 */
export type ReadProbe = {
  caller(world: ClinicWorld): SignedIn;
  /** Prepares what the read shows in `world` and answers the request's URL. */
  url(app: App, world: ClinicWorld): Promise<string>;
  /** The patients the answer shows. */
  shown(world: ClinicWorld, answer: unknown): number[];
};

type Page<T> = { content: T[] };
type Person = { id: number; role: string };

const thePatient = (world: ClinicWorld) => [world.patient.id];
const idsOf = (answer: unknown) => (answer as Page<{ id: number }>).content.map((p) => p.id);
const patientsIn = (people: Person[]) =>
  people.filter((p) => p.role === 'ROLE_PATIENT').map((p) => p.id);
const appointmentPatients = (answer: unknown) =>
  (answer as { encountersDTO: { patient: { id: number } }[] }).encountersDTO.map(
    (e) => e.patient.id,
  );
const topicPatients = (answer: unknown) =>
  (answer as Page<{ subscribersInfo: Person[] }>).content.flatMap((t) =>
    patientsIn(t.subscribersInfo),
  );

const byProvider = (world: ClinicWorld) => world.provider;
const byPatient = (world: ClinicWorld) => world.patient;

/** Memoised per world: what several probes read is made once. */
function once<T>(make: (app: App, world: ClinicWorld) => Promise<T>) {
  const made = new WeakMap<ClinicWorld, Promise<T>>();
  return (app: App, world: ClinicWorld) => {
    if (!made.has(world)) made.set(world, make(app, world));
    return made.get(world)!;
  };
}

let hour = 0;
/** An appointment of the world's provider and patient, `startsIn` ms from now (its own hour). */
const appointment = (app: App, world: ClinicWorld, status: string, startsIn: number) =>
  insertEncounter(app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: new Date(Date.now() + startsIn + (hour += 1) * 3_600_000).toISOString(),
    minutes: 30,
    status,
  });

/** A finished visit with a questionnaire and a booked file, for the note and file reads. */
const visit = once(async (app, world) => {
  const id = await appointment(app, world, 'FINISHED', -40 * 86_400_000);
  await app.db
    .update(encounters)
    .set({
      questionnaire: {
        templateId: null,
        questionnaireFormJson: '[]',
        questionnaireFormDataJson: '{}',
        questionnaireNonEditableFormJson: null,
        isVisibleToPatient: true,
      },
    })
    .where(eq(encounters.id, id));
  const storageKey = `encounter-files/${randomUUID()}`;
  const bytes = pdfBytes();
  await app.storage.write(storageKey, Readable.from([bytes]));
  await app.db.insert(encounterFiles).values({
    encounterId: id,
    uploadedById: world.patient.id,
    fileName: 'results.pdf',
    storageKey,
    sizeBytes: bytes.length,
  });
  return id;
});

/** A topic from the provider to the patient with a file, and the patient's reply (unread). */
const topic = once(async (app, world) => {
  const sent = await registerTopicWithFiles(
    app,
    world.provider,
    [world.patient],
    [{ fileName: 'scan.pdf', content: pdfBytes() }],
    { subject: `Results ${world.clinic.id}` },
  );
  const { topicId } = sent.json<{ topicId: number }>();
  const [message] = await messagesOf(app, world.patient, topicId);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/replyMessage',
    headers: bearer(world.patient.token),
    payload: { topicId, body: 'Thank you' },
  });
  if (reply.statusCode !== 201) throw new Error(`reply: ${reply.body}`);
  return { topicId, messageId: message!.messageId };
});

/** Started a second ago: today on any clock but around midnight. */
const startedNow = once((app, world) =>
  insertEncounter(app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: new Date(Date.now() - 1000).toISOString(),
    minutes: 30,
  }),
);

const attachment = once((app, world) => storedAttachmentOf(app, world.clinic.id, world.patient.id));

/** The patient's photo, uploaded by them. */
const photo = once(async (app, world) => {
  await uploadPatientPhoto(app, world.patient.token);
});

/** A paid visit of the patient, so the billing summary has an entry. */
const payment = once(async (app, world) => {
  const encounter = await payableEncounter(app, world);
  const body = makePaymentBody(encounter, await sandboxToken(app, world.patient.token));
  const paid = await makePayment(app, world.patient.token, body);
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.body}`);
});

const plain = (url: (world: ClinicWorld) => string, caller = byProvider): ReadProbe => ({
  caller,
  url: async (_app, world) => url(world),
  shown: thePatient,
});

const ofVisit = (url: (id: number) => string): ReadProbe => ({
  caller: byProvider,
  url: async (app, world) => url(await visit(app, world)),
  shown: thePatient,
});

const ofTopic = (url: (found: { topicId: number; messageId: number }) => string): ReadProbe => ({
  caller: byProvider,
  url: async (app, world) => url(await topic(app, world)),
  shown: thePatient,
});

const appointmentList = (url: string, status: string, startsIn: number): ReadProbe => ({
  caller: byProvider,
  url: async (app, world) => {
    await appointment(app, world, status, startsIn);
    return url;
  },
  shown: (_world, answer) => appointmentPatients(answer),
});

const topicList = (url: string): ReadProbe => ({
  caller: byProvider,
  url: async (app, world) => {
    await topic(app, world);
    return url;
  },
  shown: (_world, answer) => topicPatients(answer),
});

const DAY = 86_400_000;

/**
 * Issue 22: a referral of the world's patient from its provider to its other provider, accepted,
 * with one file; the world's clinic has the provider network on.
 */
const referral = once(async (app, world) => {
  await enableNetwork(app, world.clinic.id);
  const id = await sendReferral(app, world.provider, {
    patientId: world.patient.id,
    providerId: world.otherProvider.id,
  });
  await attachToReferral(app, world.provider, id, {
    name: 'referral.pdf',
    bytes: pdfBytes(),
  });
  await answerReferral(app, world.otherProvider, id, 'ACCEPTED');
  return id;
});

const ofReferral = (
  url: (referralId: number) => string,
  caller: (world: ClinicWorld) => SignedIn,
): ReadProbe => ({
  caller,
  url: async (app, world) => url(await referral(app, world)),
  shown: thePatient,
});

export const readProbes: Record<string, ReadProbe> = {
  'GET /api/patients': {
    caller: byProvider,
    url: async () => '/api/patients',
    shown: (_world, answer) => idsOf(answer),
  },
  'GET /api/patients/search': {
    caller: byProvider,
    url: async () => '/api/patients/search?keyword=patient',
    shown: (_world, answer) => idsOf(answer),
  },
  'GET /api/appointments/patients': {
    caller: byProvider,
    url: async () => '/api/appointments/patients',
    shown: (_world, answer) => idsOf(answer),
  },
  'GET /api/patient/:id/profile': plain((w) => `/api/patient/${w.patient.id}/profile`),
  'GET /api/patients/profileHistory': plain(
    (w) => `/api/patients/profileHistory?patientId=${w.patient.id}`,
  ),
  'GET /api/encounters/filter': plain((w) => `/api/encounters/filter?patientId=${w.patient.id}`),
  'GET /api/patient/:id/photo': {
    ...plain((w) => `/api/patient/${w.patient.id}/photo`),
    url: async (app, world) => {
      await photo(app, world);
      return `/api/patient/${world.patient.id}/photo`;
    },
  },
  'GET /api/patients/preconditions': plain(() => '/api/patients/preconditions', byPatient),
  'GET /api/patients/billingSummary': {
    caller: byPatient,
    url: async (app, world) => {
      await payment(app, world);
      return '/api/patients/billingSummary';
    },
    shown: thePatient,
  },
  'GET /api/encounters': appointmentList('/api/encounters', 'ACCEPTED', 3 * DAY),
  'GET /api/encounters/confirmed': appointmentList('/api/encounters/confirmed', 'ACCEPTED', DAY),
  'GET /api/encounters/today': {
    ...appointmentList('/api/encounters/today', 'ACCEPTED', 0),
    url: async (app, world) => {
      await startedNow(app, world);
      return '/api/encounters/today';
    },
  },
  'GET /api/encounters/requests': appointmentList('/api/encounters/requests', 'REQUESTED', DAY),
  'GET /api/attachment/search': {
    caller: byProvider,
    url: async (app, world) => {
      await attachment(app, world);
      return `/api/attachment/search?patientId=${world.patient.id}`;
    },
    shown: thePatient,
  },
  'GET /api/attachment/patient/search': {
    caller: byPatient,
    url: async (app, world) => {
      await attachment(app, world);
      return '/api/attachment/patient/search';
    },
    shown: thePatient,
  },
  // Issue 22: referrals, read by their sender and their patient.
  'GET /api/referrals/provider': ofReferral(() => '/api/referrals/provider', byProvider),
  'GET /api/referrals/patient': ofReferral(() => '/api/referrals/patient', byPatient),
  'GET /api/referrals/:id': ofReferral((id) => `/api/referrals/${id}`, byProvider),
  'GET /api/referrals/download': ofReferral(
    (id) => `/api/referrals/download?referralId=${id}&fileName=referral.pdf`,
    byProvider,
  ),
  'GET /api/referrals/grants': ofReferral(() => '/api/referrals/grants', byPatient),
  'GET /api/patients/referrals/current': {
    caller: byProvider,
    url: async (app, world) => {
      await enableNetwork(app, world.clinic.id);
      return `/api/patients/referrals/current?providerId=${world.otherProvider.id}`;
    },
    shown: (_world, answer) => idsOf(answer),
  },
  'GET /api/attachment/download': {
    caller: byProvider,
    url: async (app, world) => `/api/attachment/download?id=${await attachment(app, world)}`,
    shown: thePatient,
  },
  'GET /api/encounters/:id/summary': ofVisit((id) => `/api/encounters/${id}/summary`),
  'GET /api/encounters/:id/form': ofVisit((id) => `/api/encounters/${id}/form`),
  'GET /api/encounters/:id/questionnaires/': ofVisit(
    (id) => `/api/encounters/${id}/questionnaires/`,
  ),
  'GET /api/encounters/:id/files': ofVisit((id) => `/api/encounters/${id}/files`),
  'GET /api/encounter/download': ofVisit(
    (id) => `/api/encounter/download?encounterId=${id}&fileName=results.pdf`,
  ),
  'GET /api/topics': topicList('/api/topics'),
  'GET /api/topics/filter': topicList('/api/topics/filter?kind=conversation'),
  'GET /api/topics/search': topicList('/api/topics/search?keyword=Results'),
  'GET /api/recentUnreadTopics': {
    ...ofTopic(() => '/api/recentUnreadTopics'),
  },
  'GET /api/messagesInTopic/:id': ofTopic((t) => `/api/messagesInTopic/${t.topicId}`),
  'GET /api/simpleTopicInfo/:id': ofTopic((t) => `/api/simpleTopicInfo/${t.topicId}`),
  'GET /api/message/download': ofTopic(
    (t) => `/api/message/download?messageId=${t.messageId}&fileName=scan.pdf`,
  ),
  'GET /api/inMailSubscribers': {
    caller: byProvider,
    url: async () => '/api/inMailSubscribers',
    shown: (_world, answer) => patientsIn((answer as Page<Person>).content),
  },
  'GET /api/inMailSubscribers/filter': {
    caller: byProvider,
    url: async () => '/api/inMailSubscribers/filter?type=PATIENT',
    shown: (_world, answer) => patientsIn((answer as Page<Person>).content),
  },
  // Issue 23: remote monitoring's reads, one set per partner.
  ...monitoringReadProbes,
};
