import type { App } from '../app.js';
import type { ClinicWorld, SignedIn } from './clinic-world.js';
import {
  makePayment,
  makePaymentBody,
  newKey,
  payableEncounter,
  sandboxToken,
} from './payments.js';
import { offerTypes, setClinicFlags } from './scheduling.js';

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
  /** The body of a POST. */
  payload?(target: ClinicWorld): Record<string, unknown>;
  /** Request headers beyond the token (an Idempotency-Key). */
  headers?(target: ClinicWorld): Record<string, string>;
  /** What serving its own clinic answers, when not 200 (201 for a creation). */
  ownStatus?: number;
};

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

export const scopedRouteProbes: Record<string, ScopedRouteProbe> = {
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
};
