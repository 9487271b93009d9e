import type { Referral } from '@clinicall/shared/referrals/referrals';

/**
 * Issue 22 item 4: whether the receiver may still read the patient through this referral: it was
 * accepted (or completed), not revoked, and its access has not run out.
 */
export function accessIsLive(referral: Referral, now: number = Date.now()): boolean {
  if (referral.status !== 'ACCEPTED' && referral.status !== 'COMPLETED') return false;
  if (referral.accessRevoked) return false;
  return referral.accessUntil === null || Date.parse(referral.accessUntil) > now;
}
