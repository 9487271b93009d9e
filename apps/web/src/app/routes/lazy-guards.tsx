import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { Role } from '@clinicall/shared/roles';

type LazyGuard = LazyRouteFunction<RouteObject>;

/**
 * The guards of the signed-in area, each loaded with the first route behind it: they read the
 * account through the identity feature, whose code the login screen does not need.
 */
export const requireAuth: LazyGuard = async () => ({
  Component: (await import('../guards/require-auth')).RequireAuth,
});

export function requireRole(roles: readonly Role[], otherwise: 'root' | 'landing'): LazyGuard {
  return async () => {
    const { RequireRole } = await import('../guards/require-role');
    return { element: <RequireRole roles={roles} otherwise={otherwise} /> };
  };
}

export const requirePatientScheduling: LazyGuard = async () => ({
  Component: (await import('../guards/require-patient-scheduling')).RequirePatientScheduling,
});
