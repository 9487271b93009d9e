/**
 * The `data-testid`s of referring a patient (F5, F93, F95, F96, F103's "Refer Patient") and of the
 * network's profile dialog; part of `TestId`, kept in their own file beside the referrals list's.
 */
export const ReferTestId = {
  // F93, H2: the referral form dialog and its levels
  referDialog: 'refer-dialog',
  referPatient: 'refer-patient',
  referProvider: 'refer-provider',
  referNote: 'refer-note',
  referFiles: 'refer-files',
  referFilesInput: 'refer-files-input',
  referFile: 'refer-file',
  referFileRemove: 'refer-file-remove',
  referFileRefused: 'refer-file-refused',
  referSubmit: 'refer-submit',
  referCancel: 'refer-cancel',
  referSuccess: 'refer-success',
  referDone: 'refer-done',
  referError: 'refer-error',
  referRetry: 'refer-retry',
  referErrorClose: 'refer-error-close',
  // F95: find a provider to refer to
  referProvidersKeyword: 'refer-providers-keyword',
  referProvidersSpecialty: 'refer-providers-specialty',
  referProvidersOnlyMyClinic: 'refer-providers-only-my-clinic',
  referProvidersOnlyConnections: 'refer-providers-only-connections',
  referProvidersList: 'refer-providers-list',
  referProviderRow: 'refer-provider-row',
  referChooseProvider: 'refer-choose-provider',
  referProvidersLoading: 'refer-providers-loading',
  referProvidersEmpty: 'refer-providers-empty',
  referProvidersError: 'refer-providers-error',
  referProvidersMore: 'refer-providers-more',
  // F96, F5: whom to refer
  referPatientsHeading: 'refer-patients-heading',
  referPatientsSearch: 'refer-patients-search',
  referPatientsList: 'refer-patients-list',
  referPatientRow: 'refer-patient-row',
  referSelectPatient: 'refer-select-patient',
  referPatientsLoading: 'refer-patients-loading',
  referPatientsEmpty: 'refer-patients-empty',
  referPatientsMore: 'refer-patients-more',
  referChangeProvider: 'refer-change-provider',
  // The ways in: the roster's link (F95), the patient profile's (F102) and the rows' action (F103)
  rosterReferPatient: 'roster-refer-patient',
  networkReferPatient: 'network-refer-patient',
  networkReferContext: 'network-refer-context',
  profileReferPatient: 'profile-refer-patient',
  // F103 "View profile": what GET /providers/network/{id}/profile answers
  networkProfileDetails: 'network-profile-details',
  networkProfileLoading: 'network-profile-loading',
  networkProfileError: 'network-profile-error',
} as const;
