import { ClinicBrandingPaths, OwnCustomUrlSchema } from '@clinicall/shared/clinic-branding';
import type { AuthToken } from '@clinicall/shared/identity';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { apiRequest } from '../../../lib/api-client';

type Who = { id: number; roles: readonly Role[] };

const STAFF: readonly Role[] = [Role.provider, Role.assistant, Role.clinicAdmin];

/** Which A20 lookup answers for this user; none for the super admin, who has no clinic. */
function lookupOf(who: Who): string | null {
  if (who.roles.includes(Role.patient)) return ClinicBrandingPaths.ofPatient(who.id);
  if (who.roles.some((role) => STAFF.includes(role))) return ClinicBrandingPaths.ofProvider(who.id);
  return null;
}

/**
 * A51: where a user lands on signing out: their clinic's branded login when it has a custom URL,
 * else `/login`. Asked with the token about to be revoked; any failure means the plain login, so a
 * lost connection never keeps anyone signed in.
 */
export async function ownLoginPath(who: Who | undefined, token: AuthToken | null) {
  const lookup = who === undefined || token === null ? null : lookupOf(who);
  if (lookup === null) return Paths.login;
  try {
    const { customUrl } = await apiRequest(lookup, {
      schema: OwnCustomUrlSchema,
      token,
      isPublic: true,
    });
    return customUrl === null ? Paths.login : `/${encodeURIComponent(customUrl)}`;
  } catch {
    return Paths.login;
  }
}
