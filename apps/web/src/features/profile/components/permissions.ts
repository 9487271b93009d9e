import type { PatientProfile } from '@clinicall/shared/people/patient-profile';

/** What the viewer may see and change on a patient profile (F13, F44–F46). */
export type ProfilePermissions = {
  isOwnProfile: boolean;
  viewerIsProvider: boolean;
  /** F44: a family member's profile hides e-mail, EHR id, address and medical history. */
  hidesFamilyFields: boolean;
  /** F45, F46: a family member's own account reads its profile; the primary account edits it. */
  canEdit: boolean;
  /** F13: only the patient changes their photo and password. */
  canChangePhoto: boolean;
  /**
   * Issue 22 item 4: a provider reading through a referral's grant sees the profile, its history
   * and the referral's files, and changes nothing.
   */
  readsThroughReferral: boolean;
};

export function profilePermissions(
  profile: PatientProfile,
  viewer: { id: number; isProvider: boolean },
): ProfilePermissions {
  const isOwnProfile = viewer.id === profile.id;
  const readsThroughReferral = profile.reach.through === 'REFERRAL_GRANT';
  return {
    isOwnProfile,
    viewerIsProvider: viewer.isProvider,
    hidesFamilyFields: profile.isFamilyMember,
    canEdit: !(profile.isFamilyMember && isOwnProfile) && !readsThroughReferral,
    canChangePhoto: isOwnProfile && !viewer.isProvider && !profile.isFamilyMember,
    readsThroughReferral,
  };
}
