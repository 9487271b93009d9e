import { Paths } from '@clinicall/shared/paths';
import type { ConsentFile } from '@clinicall/shared/room-access/room-links';

/**
 * D22: the documents a person accepts before entering from a room link. Clinics cannot upload
 * their own consent files yet (administration, spec 3): until they can, these are the documents
 * every sign-in accepts. Paths on this site, so the page opens them in a new tab.
 */
export const CONSENT_FILES: ConsentFile[] = [
  { name: 'Terms Of Use', url: Paths.termsOfUse },
  { name: 'Consent For Telehealth', url: Paths.telehealthConsent },
  { name: 'Notice of Privacy', url: Paths.privacyNotice },
];
