import type { ScopedRouteProbe } from './scoped-route-probes.js';

/**
 * I16: the clinic admin's staff routes (issue 20), aimed at another clinic. Lists leave the other
 * clinic's staff out; one staff member of another clinic answers as an unknown one.
 */
export const staffProbes: Record<string, ScopedRouteProbe> = {
  'GET /api/clinic/providers': {
    caller: (other) => other.admin,
    url: () => '/api/clinic/providers',
    mustNotShow: (target) => [target.provider.email],
  },
  'GET /api/clinic/assistants': {
    caller: (other) => other.admin,
    url: () => '/api/clinic/assistants',
    mustNotShow: (target) => [target.assistant.email],
  },
  'GET /api/clinic/provider': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/provider?email=${encodeURIComponent(target.provider.email)}`,
    foreignHidden: true,
  },
  'PUT /api/clinic/provider': {
    caller: (other) => other.admin,
    url: () => '/api/clinic/provider',
    payload: (target) => ({
      email: target.provider.email,
      firstName: target.provider.firstName,
      lastName: target.provider.lastName,
      primarySpecialty: 'Family Medicine',
      activated: true,
    }),
    foreignHidden: true,
  },
  'GET /api/clinic/assistant': {
    caller: (other) => other.admin,
    url: (target) => `/api/clinic/assistant?email=${encodeURIComponent(target.assistant.email)}`,
    foreignHidden: true,
  },
  'PUT /api/clinic/assistant': {
    caller: (other) => other.admin,
    url: () => '/api/clinic/assistant',
    payload: (target) => ({
      email: target.assistant.email,
      firstName: target.assistant.firstName,
      lastName: target.assistant.lastName,
      activated: true,
      providers: [target.provider.id],
    }),
    foreignHidden: true,
  },
};
