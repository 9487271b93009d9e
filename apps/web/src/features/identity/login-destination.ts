import { Paths, pathTo } from '@clinicall/shared/paths';
import { landingPath, type Role } from '@clinicall/shared/roles';

/** Only same-site paths: a remembered target must never send the user to another origin. */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith(Paths.login);
}

/**
 * Where a fresh login lands: the exam room for a room token (A17), else the remembered protected
 * screen unless it was the dashboard (A16), else the role's landing page (A18).
 */
export function loginDestination(
  roles: readonly Role[],
  roomToken: string | null,
  remembered: string | null,
): string {
  if (roomToken !== null && roomToken !== '') return pathTo.room(roomToken);
  if (remembered !== null && isAppPath(remembered)) {
    const { pathname } = new URL(remembered, window.location.origin);
    if (pathname !== Paths.home) return remembered;
  }
  return landingPath(roles);
}
