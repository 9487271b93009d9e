import type { App } from '../app.js';
import type { ClinicWorld, SignedIn } from './clinic-world.js';
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
  /** The body of a POST. */
  payload?(target: ClinicWorld): Record<string, unknown>;
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

/** The appointment each status probe changes, by target clinic (prepared just before the call). */
const preparedAppointments = new Map<number, number>();
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

export const scopedRouteProbes: Record<string, ScopedRouteProbe> = {
  'POST /api/encounters/status': {
    caller: (other) => other.provider,
    url: () => '/api/encounters/status',
    prepare: prepareAppointment('REQUESTED'),
    payload: (target) => ({ id: preparedId(target), status: 'ACCEPTED' }),
  },
  'POST /api/encounters/status/accepted': {
    caller: (other) => other.provider,
    url: () => '/api/encounters/status/accepted',
    prepare: prepareAppointment('REQUESTED'),
    payload: (target) => ({ id: preparedId(target) }),
  },
  'POST /api/encounters/status/declined': {
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
};
