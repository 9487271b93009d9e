import { Paths } from '@clinicall/shared/paths';

/**
 * Screens whose address does not sit under their sidebar link's but that belong to it: the spec's
 * URLs put the admin's add and edit forms beside their lists (spec 3 §2), and the requests list
 * beside the appointments.
 */
const ownerOf: ReadonlyArray<readonly [screen: string, link: string]> = [
  [Paths.adminAddClinic, Paths.adminClinics],
  [Paths.adminEditClinic, Paths.adminClinics],
  [Paths.adminAddParentClinic, Paths.adminParentClinic],
  [Paths.adminEditParentClinic, Paths.adminParentClinic],
  [Paths.adminAddProvider, Paths.adminProviders],
  [Paths.adminEditProvider, Paths.adminProviders],
  [Paths.adminEditClinicAdmin, Paths.adminClinicAdmins],
  [Paths.appointmentRequests, Paths.appointments],
  [Paths.postEncounterNotes, Paths.appointments],
  [Paths.profile, Paths.home],
];

const under = (pathname: string, path: string) =>
  pathname === path || (path !== Paths.home && pathname.startsWith(`${path}/`));

/** The sidebar link the current page belongs to: the longest one its path starts with. */
export function activeLink(links: readonly string[], pathname: string): string | undefined {
  const owner = ownerOf.find(([screen]) => under(pathname, screen));
  const path = owner?.[1] ?? pathname;
  return links.filter((to) => under(path, to)).sort((a, b) => b.length - a.length)[0];
}
