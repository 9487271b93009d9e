import type { App } from '../app.js';
import type { ClinicWorld, SignedIn } from './clinic-world.js';
import { makePayment, makePaymentBody, newKey, sandboxToken } from './payments.js';
import { testEncountersOf } from './test-encounters.js';

/** A request aimed at a clinic: the records it names are created first. */
export type ProbeRequest = {
  url: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/**
 * How the route-table test aims each clinic-scoped route at another clinic's data. Every route with
 * a clinic rule needs an entry here; the test fails for a scoped route without one.
 */
export type ScopedRouteProbe = {
  /** A caller from the other clinic whose role the route allows. */
  caller(other: ClinicWorld): SignedIn;
  /** The request, aimed at `target`'s clinic. */
  url?(target: ClinicWorld): string;
  /** Instead of `url`: a request that needs records of the target clinic (created here). */
  request?(app: App, target: ClinicWorld): Promise<ProbeRequest>;
  /**
   * Routes over the caller's own clinics filter instead of refusing: texts of the target clinic
   * that must not appear in the answer. Without it the request must be refused.
   */
  mustNotShow?(target: ClinicWorld): string[];
};

export const scopedRouteProbes: Record<string, ScopedRouteProbe> = {
  'GET /api/providers/clinics': {
    caller: (other) => other.provider,
    url: () => '/api/providers/clinics',
    mustNotShow: (target) => [target.clinic.name],
  },
  'GET /api/clinic/:id/providers': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/${target.clinic.id}/providers`,
  },
  'POST /api/makePayment': {
    caller: (other) => other.patient,
    async request(app, target) {
      const encounter = testEncountersOf(app).add(target);
      const card = await sandboxToken(app, target.patient.token);
      return {
        url: '/api/makePayment',
        payload: makePaymentBody(encounter, card),
        headers: { 'idempotency-key': newKey() },
      };
    },
  },
  'POST /api/refundPayment': {
    caller: (other) => other.admin,
    async request(app, target) {
      const encounter = testEncountersOf(app).add(target);
      const card = await sandboxToken(app, target.patient.token);
      const paid = await makePayment(app, target.patient.token, makePaymentBody(encounter, card));
      return {
        url: `/api/refundPayment?transactionId=${paid.json<{ transactionId: string }>().transactionId}`,
        headers: { 'idempotency-key': newKey() },
      };
    },
  },
  'GET /api/patients/billingSummary': {
    caller: (other) => other.patient,
    async request(app, target) {
      const encounter = testEncountersOf(app).add(target, { providerName: 'Probe Provider' });
      const card = await sandboxToken(app, target.patient.token);
      await makePayment(app, target.patient.token, makePaymentBody(encounter, card));
      return { url: '/api/patients/billingSummary' };
    },
    mustNotShow: () => ['Video Exam with Probe Provider'],
  },
};
