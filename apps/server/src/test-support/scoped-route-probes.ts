import type { ClinicWorld, SignedIn } from './clinic-world.js';

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
  'GET /api/clinic/:id/providers': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/${target.clinic.id}/providers`,
  },
};
