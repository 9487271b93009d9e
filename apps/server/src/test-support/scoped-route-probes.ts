import type { App } from '../app.js';
import { encounterGuests } from '../db/schema/room-access.js';
import { clinics } from '../db/schema/clinics.js';
import { allowAttachments, storedAttachmentOf } from './attachments.js';
import type { ClinicWorld, SignedIn } from './clinic-world.js';
import {
  makePayment,
  makePaymentBody,
  newKey,
  payableEncounter,
  sandboxToken,
} from './payments.js';
import { eq } from 'drizzle-orm';
import { encounters } from '../db/schema/encounters.js';
import { questionnaireTemplates } from '../db/schema/notes.js';
import { inMailProbes } from './messaging-probes.js';
import { staffProbes } from './staff-probes.js';
import { monitoringScopeProbes } from './monitoring-scope-probes.js';
import { paidBookingBody, sellPaidVideoVisits } from './paid-booking.js';
import { insertReads } from './patient-reads.js';
import { insertEncounter, offerTypes, setClinicFlags } from './scheduling.js';

/**
 * How the route-table test aims each clinic-scoped route at another clinic's data. Every route with
 * a clinic rule needs an entry here; the test fails for a scoped route without one.
 */
export type ScopedRouteProbe = {
  /** A caller from the other clinic whose role the route allows. */
  caller(other: ClinicWorld): SignedIn;
  /** The request, aimed at `target`'s clinic. */
  url(target: ClinicWorld): string;
  /**
   * Routes over the caller's own clinics filter instead of refusing: texts of the target clinic
   * that must not appear in the answer. Without it the request must be refused.
   */
  mustNotShow?(target: ClinicWorld): string[];
  /** Sets up what the route needs to serve its own clinic (a clinic switch, an offering). */
  prepare?(app: App, target: ClinicWorld): Promise<void>;
  /** The body of a POST: JSON, or a multipart form (text or bytes) with its content type in `headers`. */
  payload?(target: ClinicWorld): Record<string, unknown> | unknown[] | string | Buffer;
  /** Request headers beyond the token (an Idempotency-Key). */
  headers?(target: ClinicWorld): Record<string, string>;
  /** What serving its own clinic answers, when not 200 (201 for a creation). */
  ownStatus?: number;
  /**
   * A route over the caller's own clinics whose service refuses another clinic's record as it
   * answers an unknown id: 404 NOT_FOUND (issue 19 path 11). Rules on a record or a patient always do.
   */
  foreignHidden?: boolean;
};

let invitees = 0;
/** A person nobody has invited yet. */
const invitee = () => ({
  firstName: 'Ivy',
  lastName: 'Invitee',
  email: `ivy-${process.pid}-${(invitees += 1)}-${Date.now()}@test.example`,
  gender: 'female',
  dateOfBirth: '1990-01-02',
});
/** The paid video visit each target clinic sells, set up by its probe. */
const paidVisits = new Map<number, { videoTypeId: number; price: number; cardToken: string }>();

/** The target clinic lets patients book, and its provider takes message requests. */
const bookableByMessage = async (app: App, target: ClinicWorld) => {
  await setClinicFlags(app.db, target.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await offerTypes(app.db, target.provider.id, ['MESSAGE']);
};

const messageBooking = {
  type: 'MESSAGE',
  patientPayment: { paymentType: 'INSURANCE' },
  message: { messageBody: 'Could you look at my test results?' },
};

/** The appointment each status probe changes, by target clinic (prepared just before the call). */
const preparedAppointments = new Map<number, number>();
const preparedCards = new Map<number, string>();
let probeHour = 0;

/** A fresh appointment of the target's provider and patient, a few days ahead, its own hour. */
const prepareAppointment =
  (status: string, startsIn = () => 3 * 86_400_000 + (probeHour += 1) * 3_600_000) =>
  async (app: App, target: ClinicWorld) => {
    const id = await insertEncounter(app.db, {
      clinicId: target.clinic.id,
      providerId: target.provider.id,
      patientId: target.patient.id,
      start: new Date(Date.now() + startsIn()).toISOString(),
      minutes: 30,
      status,
    });
    preparedAppointments.set(target.clinic.id, id);
  };

const preparedId = (target: ClinicWorld) => preparedAppointments.get(target.clinic.id);

/** Lists filter: the target's appointment shows its patient to the target's provider only. */
const listProbe = (url: string, prepare: ScopedRouteProbe['prepare']): ScopedRouteProbe => ({
  caller: (other) => other.provider,
  url: () => url,
  prepare,
  mustNotShow: (target) => [target.patient.email],
});

/** What the payment probes prepared in each target clinic: a payable visit, a card, a payment. */
const paymentSetup = new WeakMap<
  ClinicWorld,
  { body: Record<string, unknown>; transactionId?: string }
>();

/** A $25 visit in the target clinic and a sandbox card of its patient; `pay` also pays it. */
async function preparePayment(app: App, target: ClinicWorld, pay = false) {
  const encounter = await payableEncounter(app, target);
  const body = makePaymentBody(encounter, await sandboxToken(app, target.patient.token));
  const paid = pay ? await makePayment(app, target.patient.token, body) : null;
  paymentSetup.set(target, {
    body,
    ...(paid ? { transactionId: paid.json<{ transactionId: string }>().transactionId } : {}),
  });
}

const prepared = (target: ClinicWorld) => {
  const setup = paymentSetup.get(target);
  if (!setup) throw new Error('the payment probe ran before its prepare step');
  return setup;
};

/** The stored attachment each download probe fetches, by target clinic. */
const preparedAttachments = new Map<number, number>();

/** F52–F61: a patient's attachments, readable by their clinic's providers and themselves only. */
function attachmentProbes(): Record<string, ScopedRouteProbe> {
  const withSwitch = (app: App, target: ClinicWorld) => allowAttachments(app.db, target.clinic.id);
  const withFile = async (app: App, target: ClinicWorld) => {
    if (preparedAttachments.has(target.clinic.id)) return;
    const id = await storedAttachmentOf(app, target.clinic.id, target.patient.id);
    preparedAttachments.set(target.clinic.id, id);
  };
  const ofPatient = (path: string) => ({
    caller: (other: ClinicWorld) => other.provider,
    url: (target: ClinicWorld) => `${path}?patientId=${target.patient.id}`,
    prepare: withSwitch,
  });
  // The caller's own clinic must keep attachments too, or it is refused before filtering: every
  // clinic of the test database gets the switch, which no other probe reads.
  const ownFiles = (path: string) => ({
    caller: (other: ClinicWorld) => other.patient,
    url: () => path,
    prepare: async (app: App, target: ClinicWorld) => {
      await withFile(app, target);
      await app.db.update(clinics).set({ allowPatientAttachment: true });
    },
    mustNotShow: (target: ClinicWorld) => [
      path.endsWith('search') ? `probe-${target.clinic.id}` : 'pdf',
    ],
  });
  const forbiddenState = { mustNotShow: () => ['"forbidden":false'] };
  return {
    // Without a multipart body the own clinic's call gets as far as the handler's 400.
    'POST /api/patients/attachments': { ...ofPatient('/api/patients/attachments'), ownStatus: 400 },
    'GET /api/attachment/search': ofPatient('/api/attachment/search'),
    'GET /api/attachment/fileTypes': ofPatient('/api/attachment/fileTypes'),
    'GET /api/attachment/patient/search': ownFiles('/api/attachment/patient/search'),
    'GET /api/attachment/patient/fileTypes': ownFiles('/api/attachment/patient/fileTypes'),
    'GET /api/attachment/download': {
      caller: (other) => other.provider,
      url: (target) => `/api/attachment/download?id=${preparedAttachments.get(target.clinic.id)}`,
      prepare: withFile,
    },
    'GET /api/attachment/hasForbiddenAttach': {
      ...ofPatient('/api/attachment/hasForbiddenAttach'),
      ...forbiddenState,
    },
    'POST /api/attachment/joinRequest': {
      caller: (other) => other.provider,
      url: () => '/api/attachment/joinRequest',
      prepare: withSwitch,
      payload: (target) => ({ patientId: target.patient.id }),
      ...forbiddenState,
    },
  };
}
/** A finished visit of the target's provider and patient, with a questionnaire, for the notes probes. */
const prepareVisit = async (app: App, target: ClinicWorld) => {
  await prepareAppointment('FINISHED', () => -30 * 86_400_000 - (probeHour += 1) * 3_600_000)(
    app,
    target,
  );
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
    .where(eq(encounters.id, preparedId(target)!));
};

/** A note route of the target's visit, called by the other clinic's provider. */
const visitProbe = (path: (id: number) => string, extra: Partial<ScopedRouteProbe> = {}) => ({
  caller: (other: ClinicWorld) => other.provider,
  url: (target: ClinicWorld) => path(preparedId(target)!),
  prepare: prepareVisit,
  ...extra,
});

/** A provider's visible template in the target clinic, for the patient's read (C58). */
const preparedTemplates = new Map<number, number>();
const prepareTemplate = async (app: App, target: ClinicWorld) => {
  const [row] = await app.db
    .insert(questionnaireTemplates)
    .values({
      providerId: target.provider.id,
      name: `Probe ${(probeHour += 1)}`,
      description: 'Probe',
      editFormJson: '[{"label":"Why?","type":"input","options":[]}]',
    })
    .returning({ id: questionnaireTemplates.id });
  preparedTemplates.set(target.clinic.id, row!.id);
};

/** The files variant's body: the same booking as the JSON route, in a multipart form. */
const multipartBooking = (json: Record<string, unknown>) => {
  const boundary = 'probe-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\ncontent-disposition: form-data; name="request"\r\n\r\n${JSON.stringify(json)}\r\n--${boundary}--\r\n`,
  };
};

/** The profile each save probe sends back unchanged, by target clinic. */
const preparedProfiles = new Map<number, Record<string, unknown>>();

const prepareProfile = async (app: App, target: ClinicWorld) => {
  const response = await app.inject({
    url: `/api/patient/${target.patient.id}/profile`,
    headers: { authorization: `Bearer ${target.provider.token}` },
  });
  preparedProfiles.set(target.clinic.id, response.json<Record<string, unknown>>());
};

const patientQueryProbe = (path: string, ownStatus?: number): ScopedRouteProbe => ({
  caller: (other) => other.provider,
  url: (target) => path.replace(':id', String(target.patient.id)),
  ...(ownStatus ? { ownStatus } : {}),
});

/** Invited guests prepared for the removal probe, by target clinic. */
const preparedGuests = new Map<number, number>();

/** An appointment's own-id URL under /api/encounters/:id/…, prepared as ACCEPTED. */
const appointmentProbe = (
  suffix: (target: ClinicWorld) => string,
  fields: Partial<ScopedRouteProbe> = {},
): ScopedRouteProbe => ({
  caller: (other) => other.provider,
  url: (target) => `/api/encounters/${preparedId(target)}${suffix(target)}`,
  prepare: prepareAppointment('ACCEPTED'),
  ...fields,
});

export const scopedRouteProbes: Record<string, ScopedRouteProbe> = {
  'POST /api/encounters/:id/guests': appointmentProbe(() => '/guests', {
    payload: () => ({ email: 'guest@probe.example' }),
    ownStatus: 201,
  }),
  'DELETE /api/encounters/:id/guests/:guestId': appointmentProbe(
    (target) => `/guests/${preparedGuests.get(target.clinic.id)}`,
    {
      prepare: async (app, target) => {
        await prepareAppointment('ACCEPTED')(app, target);
        const [guest] = await app.db
          .insert(encounterGuests)
          .values({
            encounterId: preparedId(target)!,
            kind: 'INVITED',
            email: 'guest@probe.example',
            invitedById: target.provider.id,
          })
          .returning({ id: encounterGuests.id });
        preparedGuests.set(target.clinic.id, guest!.id);
      },
      ownStatus: 204,
    },
  ),
  'POST /api/encounters/:id/roomLink': appointmentProbe(() => '/roomLink'),
  'POST /api/encounters/onDemand': {
    // The second provider: other probes hold the first provider's time around now.
    caller: (other) => other.otherProvider,
    url: () => '/api/encounters/onDemand',
    payload: (target) => ({
      startTime: new Date().toISOString(),
      endTime: new Date(Date.now() + 15 * 60_000).toISOString(),
      type: 'VIDEO',
      patient: target.patient.id,
    }),
  },
  'GET /api/patients': {
    caller: (other) => other.provider,
    url: () => '/api/patients',
    mustNotShow: (target) => [target.patient.email],
  },
  'GET /api/patients/search': {
    caller: (other) => other.provider,
    url: () => '/api/patients/search?keyword=pat',
    mustNotShow: (target) => [target.patient.email],
  },
  'GET /api/patients/count': {
    caller: (other) => other.provider,
    url: () => '/api/patients/count',
    mustNotShow: () => [],
  },
  'GET /api/patient/:id/profile': patientQueryProbe('/api/patient/:id/profile'),
  // Issue 19 path 2: a clinic admin's recovery of a patient's e-mail, with its reason.
  'POST /api/patients/:id/email_recovery': {
    caller: (other) => other.admin,
    url: (target) => `/api/patients/${target.patient.id}/email_recovery`,
    payload: () => ({
      email: invitee().email,
      reason: 'The patient lost access to their old mailbox.',
    }),
    ownStatus: 202,
  },
  'GET /api/patient/:id/photo': patientQueryProbe('/api/patient/:id/photo', 404),
  'GET /api/patients/profileHistory': patientQueryProbe(
    '/api/patients/profileHistory?patientId=:id',
  ),
  'GET /api/encounters/filter': patientQueryProbe('/api/encounters/filter?patientId=:id'),
  'PUT /api/patients/profile': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: () => '/api/patients/profile',
    prepare: prepareProfile,
    payload: (target) => ({
      oldPatientData: preparedProfiles.get(target.clinic.id),
      newPatientData: preparedProfiles.get(target.clinic.id),
    }),
  },
  'POST /api/patients/familyMembers': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: () => '/api/patients/familyMembers',
    payload: (target) => ({
      headPatientId: target.patient.id,
      firstName: 'Ivy',
      lastName: 'Patient',
      relationship: 'Daughter',
      gender: 'female',
      dateOfBirth: '2015-04-02',
    }),
    ownStatus: 201,
  },
  'GET /api/providers/:id/profile': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: (target) => `/api/providers/${target.provider.id}/profile`,
  },
  // The clinic's own reach the route, which finds no photo in a fresh world.
  'GET /api/providers/:id/photo': {
    foreignHidden: true,
    caller: (other) => other.patient,
    url: (target) => `/api/providers/${target.provider.id}/photo`,
    ownStatus: 404,
  },
  'GET /api/encounterRoomUrl/:id': {
    foreignHidden: true,
    caller: (other) => other.provider,
    prepare: prepareAppointment('ACCEPTED'),
    url: (target) => `/api/encounterRoomUrl/${preparedId(target)}`,
  },
  'GET /api/rooms/encounter/:id': {
    foreignHidden: true,
    caller: (other) => other.provider,
    prepare: prepareAppointment('ACCEPTED'),
    url: (target) => `/api/rooms/encounter/${preparedId(target)}`,
  },
  'POST /api/rooms/encounter/:id/end': {
    foreignHidden: true,
    caller: (other) => other.provider,
    prepare: prepareAppointment('PROVIDER_STARTED'),
    url: (target) => `/api/rooms/encounter/${preparedId(target)}/end`,
  },
  'PUT /api/rooms/message': {
    foreignHidden: true,
    caller: (other) => other.provider,
    prepare: prepareAppointment('ACCEPTED'),
    url: () => '/api/rooms/message',
    payload: (target) => ({ encounterId: preparedId(target), message: 'Hello', name: '' }),
  },
  'POST /api/encounters/status': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: () => '/api/encounters/status',
    prepare: prepareAppointment('REQUESTED'),
    payload: (target) => ({ id: preparedId(target), status: 'ACCEPTED' }),
  },
  'POST /api/encounters/status/acceptWithPayment': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: () => '/api/encounters/status/acceptWithPayment',
    prepare: async (app, target) => {
      const encounter = await payableEncounter(app, target);
      preparedAppointments.set(target.clinic.id, encounter.id);
      preparedCards.set(target.clinic.id, await sandboxToken(app, target.provider.token));
    },
    payload: (target) => ({
      id: preparedId(target),
      cardToken: preparedCards.get(target.clinic.id),
    }),
    headers: () => ({ 'idempotency-key': newKey() }),
  },
  'POST /api/encounters/status/accepted': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: () => '/api/encounters/status/accepted',
    prepare: prepareAppointment('REQUESTED'),
    payload: (target) => ({ id: preparedId(target) }),
  },
  'POST /api/encounters/status/declined': {
    foreignHidden: true,
    caller: (other) => other.provider,
    url: () => '/api/encounters/status/declined',
    prepare: prepareAppointment('REQUESTED'),
    payload: (target) => ({ id: preparedId(target), reason: 'Fully booked' }),
  },
  'GET /api/encounters': listProbe('/api/encounters', prepareAppointment('ACCEPTED')),
  'GET /api/encounters/confirmed': listProbe(
    '/api/encounters/confirmed',
    prepareAppointment('ACCEPTED'),
  ),
  // Started a second ago: today on any clock but across midnight.
  'GET /api/encounters/today': listProbe(
    '/api/encounters/today',
    prepareAppointment('ACCEPTED', () => -1000),
  ),
  'GET /api/encounters/requests': listProbe(
    '/api/encounters/requests',
    prepareAppointment('REQUESTED'),
  ),
  // Counters carry no names: the lists' tests show another clinic's appointments are not counted.
  'GET /api/encounters/counters': {
    caller: (other) => other.provider,
    url: () => '/api/encounters/counters',
    mustNotShow: () => [],
  },
  // Issue 22: who reads the patient through a referral; the rule is the patient's (404 outside).
  'GET /api/referrals/grants': {
    caller: (other) => other.provider,
    url: (target) => `/api/referrals/grants?patientId=${target.patient.id}`,
  },
  'GET /api/providers/clinics': {
    caller: (other) => other.provider,
    url: () => '/api/providers/clinics',
    mustNotShow: (target) => [target.clinic.name],
  },
  'GET /api/providers/offering': {
    caller: (other) => other.patient,
    url: (target) => `/api/providers/offering?email=${encodeURIComponent(target.provider.email)}`,
  },
  'GET /api/appointments/schedule': {
    caller: (other) => other.provider,
    url: (target) =>
      `/api/appointments/schedule?date=2026-03-09&email=${encodeURIComponent(target.provider.email)}`,
  },
  'GET /api/appointments/providers': {
    caller: (other) => other.patient,
    url: () => '/api/appointments/providers',
    prepare: bookableByMessage,
    mustNotShow: (target) => [target.provider.email],
  },
  'GET /api/appointments/patients': {
    caller: (other) => other.provider,
    url: () => '/api/appointments/patients',
    mustNotShow: (target) => [target.patient.email],
  },
  'POST /api/encounters/ownedbypatient': {
    caller: (other) => other.patient,
    url: () => '/api/encounters/ownedbypatient',
    prepare: bookableByMessage,
    payload: (target) => ({
      ...messageBooking,
      provider: { email: target.provider.email },
      patientEncounterSymptom: { preCondition: { description: 'Follow-up' } },
    }),
    ownStatus: 201,
  },
  'POST /api/encounters/ownedbypatient/paid': {
    caller: (other) => other.patient,
    url: () => '/api/encounters/ownedbypatient/paid',
    prepare: async (app, target) => {
      paidVisits.set(target.clinic.id, {
        ...(await sellPaidVideoVisits(app, target)),
        cardToken: await sandboxToken(app, target.patient.token),
      });
    },
    payload: (target) =>
      paidBookingBody(
        target,
        paidVisits.get(target.clinic.id)!,
        // Two days ahead at 10:00 UTC: inside the request window, past any 24-hour block.
        new Date(Math.floor(Date.now() / 86_400_000 + 2) * 86_400_000 + 10 * 3_600_000),
        paidVisits.get(target.clinic.id)!.cardToken,
      ),
    headers: () => ({ 'idempotency-key': newKey() }),
    ownStatus: 201,
  },
  'POST /api/encounters/ownedbyprovider': {
    caller: (other) => other.provider,
    url: () => '/api/encounters/ownedbyprovider',
    prepare: bookableByMessage,
    payload: (target) => ({ ...messageBooking, patient: { id: target.patient.id } }),
    ownStatus: 201,
  },
  'GET /api/clinic/:id/providers': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/${target.clinic.id}/providers`,
  },
  'POST /api/makePayment': {
    caller: (other) => other.patient,
    url: () => '/api/makePayment',
    prepare: (app, target) => preparePayment(app, target),
    payload: (target) => prepared(target).body,
    headers: () => ({ 'idempotency-key': newKey() }),
  },
  'POST /api/refundPayment': {
    caller: (other) => other.admin,
    url: (target) => `/api/refundPayment?transactionId=${prepared(target).transactionId}`,
    prepare: (app, target) => preparePayment(app, target, true),
    headers: () => ({ 'idempotency-key': newKey() }),
  },
  'GET /api/patients/billingSummary': {
    caller: (other) => other.patient,
    url: () => '/api/patients/billingSummary',
    prepare: (app, target) => preparePayment(app, target, true),
    mustNotShow: () => ['Video Exam with Paula Provider'],
  },
  // Issue 19 path 5: a patient's own list (filtered by whose record, not refused), the admin's log.
  'GET /api/patients/recordViews': {
    caller: (other) => other.patient,
    url: () => '/api/patients/recordViews',
    prepare: async (app, target) => {
      await insertReads(app.db, [
        {
          patientId: target.patient.id,
          userId: target.provider.id,
          clinicId: target.clinic.id,
          at: new Date(),
        },
      ]);
    },
    mustNotShow: (target) => [target.clinic.name],
  },
  'GET /api/clinic/:id/accessLog': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/${target.clinic.id}/accessLog`,
  },
  'GET /api/clinic/:id/accessLog.csv': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/${target.clinic.id}/accessLog.csv`,
  },
  'GET /api/patients/preconditions': {
    caller: (other) => other.patient,
    url: () => '/api/patients/preconditions',
    prepare: async (app, target) => {
      await insertEncounter(app.db, {
        clinicId: target.clinic.id,
        providerId: target.provider.id,
        patientId: target.patient.id,
        start: new Date(Date.now() - 5 * 86_400_000).toISOString(),
        minutes: 30,
        status: 'FINISHED',
        preCondition: `Condition of clinic ${target.clinic.id}`,
      });
    },
    mustNotShow: (target) => [`Condition of clinic ${target.clinic.id}`],
  },
  ...attachmentProbes(),
  'GET /api/encounters/:id/summary': visitProbe((id) => `/api/encounters/${id}/summary`),
  'POST /api/encounters/:id/summary': visitProbe((id) => `/api/encounters/${id}/summary`, {
    payload: () => ({ planOfTreatment: 'Rest' }),
  }),
  'PUT /api/encounters/:id/summary': visitProbe((id) => `/api/encounters/${id}/summary`, {
    payload: () => ({ planOfTreatment: 'Rest' }),
  }),
  'GET /api/encounters/:id/form': visitProbe((id) => `/api/encounters/${id}/form`),
  'GET /api/encounters/:id/questionnaires/': visitProbe(
    (id) => `/api/encounters/${id}/questionnaires/`,
  ),
  'PATCH /api/encounters/:id/questionnaires/:questionnaireId': visitProbe(
    (id) => `/api/encounters/${id}/questionnaires/${id}`,
    { payload: () => ({ questionnaireFormDataJson: '{}' }) },
  ),
  'GET /api/encounters/:id/files': visitProbe((id) => `/api/encounters/${id}/files`),
  // The file does not exist: the target's own provider gets 404, the other clinic's 403.
  'GET /api/encounter/download': visitProbe(
    (id) => `/api/encounter/download?encounterId=${id}&fileName=none.pdf`,
    { ownStatus: 404 },
  ),
  'GET /api/patient/encounter/templates/:templateId/provider/:providerId': {
    caller: (other) => other.patient,
    url: (target) =>
      `/api/patient/encounter/templates/${preparedTemplates.get(target.clinic.id)}/provider/${target.provider.id}`,
    prepare: prepareTemplate,
  },
  'POST /api/encounters/ownedbypatient/files': {
    caller: (other) => other.patient,
    url: () => '/api/encounters/ownedbypatient/files',
    prepare: bookableByMessage,
    headers: () => multipartBooking({}).headers,
    payload: (target) =>
      multipartBooking({
        ...messageBooking,
        provider: { email: target.provider.email },
        patientEncounterSymptom: { preCondition: { description: 'Follow-up' } },
      }).body,
    ownStatus: 201,
  },
  'POST /api/encounters/ownedbyprovider/files': {
    caller: (other) => other.provider,
    url: () => '/api/encounters/ownedbyprovider/files',
    prepare: bookableByMessage,
    headers: () => multipartBooking({}).headers,
    payload: (target) =>
      multipartBooking({ ...messageBooking, patient: { id: target.patient.id } }).body,
    ownStatus: 201,
  },
  // F66–F86: a provider invites into a clinic of theirs only (another clinic's id: 403).
  'POST /api/patientInvite': {
    caller: (other) => other.provider,
    url: () => '/api/patientInvite',
    payload: (target) => ({ ...invitee(), clinicId: target.clinic.id }),
    ownStatus: 201,
  },
  'POST /api/patientBulkRegister': {
    caller: (other) => other.provider,
    url: (target) => `/api/patientBulkRegister?clinicId=${target.clinic.id}`,
    payload: () => [invitee()],
  },
  ...inMailProbes,
  ...staffProbes,
  ...monitoringScopeProbes,
};
