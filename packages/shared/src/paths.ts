/**
 * Every screen's URL in one place: the web router, its links and redirects, and the links the
 * server mails are all built from here, so renaming a screen cannot leave a dead link behind.
 * The URLs are the spec's (spec 1 §2, spec 3 §2), camelCase segments included. An entry with a
 * `:name` segment is a router pattern: build its URL with `pathTo`, never by hand.
 */
export const Paths = {
  home: '/',
  profile: '/profile',

  // Open to everyone (A61)
  login: '/login',
  loginInvite: '/login/invite',
  firstTimeLogin: '/first-time-login',
  reset: '/reset',
  resetResult: '/reset/result',
  resetFinish: '/reset/finish',
  roomLink: '/room-link/:id',
  signupStart: '/signup/start',
  signupPatient: '/signup/patient',
  signupProvider: '/signup/provider',
  /** F131: the link mailed to an existing patient invited by another clinic. */
  joinClinic: '/join-clinic',
  /** Issue 10: confirms a pending e-mail change from the link mailed to the new address. */
  confirmEmail: '/confirm-email',
  termsOfUse: '/legal/terms-of-use',
  telehealthConsent: '/legal/telehealth-consent',
  privacyNotice: '/legal/privacy-notice',

  // Providers and patients
  appointments: '/appointments',
  messages: '/messages',
  /** E4 */
  newMessage: '/messages/new',
  /** E16 */
  messageTopic: '/messages/:topicId',
  /** E24, E55: no header; prints the conversation (`?topicId`). */
  printInmailTranscript: '/print/inmail-transcript',
  referrals: '/referrals',
  room: '/room/:roomToken',
  /**
   * Issue 19 path 7: an appointment's room with no credential in the URL; the page asks for the
   * signed-in party's own pass with their session and goes on to the room (D2's dialog links here).
   */
  roomEntry: '/appointments/:encounterId/room',
  makeAppointment: '/appointments/make',
  availability: '/appointments/availability',
  /** C103: an immediate call with one or more patients (provider). */
  onDemand: '/appointments/on-demand',
  /** D28: the camera and microphone check (providers and patients). */
  techCheck: '/tech-check',
  pastAppointments: '/appointments/past',
  appointmentRequests: '/appointment-requests',
  /** C98, C99: answers a request from its e-mailed link, without sign-in (I32). */
  appointmentResponse: '/appointment-response',
  offerings: '/account/offerings',
  /** E27: questionnaire templates (spec 1 §2). */
  templates: '/appointments/templates',
  /** E39: the post-encounter wizard (provider only); its steps below. */
  postEncounterNotes: '/post-encounter/notes',
  postEncounterStep: '/post-encounter/notes/:step',
  /** E52–E54: print views, outside the shell (no header, navbar or sidebar). */
  printSummary: '/print/summary-form',
  printReferralSummary: '/print/referral-summary-form',
  /** Spec 2 §2: the abstract parent of the network's two screens; it opens the connections. */
  providerNetwork: '/provider-network',
  /** F100, F101 */
  providerNetworkConnections: '/provider-network/connections',
  /** F102–F106 (state providerNetwork.find; `?patientId` puts a patient in context) */
  providerNetworkFind: '/provider-network/find',
  patients: '/patients',
  /** Kept for old links: leads to the Attachments tab of the profile (F9, F14). */
  patientAttachments: '/patients/:id/attachments',
  /** F133: Help & Support, providers and patients. */
  resources: '/resources',
  /** I8: the roster (state patients.current), parent of the full profile (F6). */
  patientsCurrent: '/patients/current',
  /** F65: the invite screen (the invitations feature's); the roster's add-new-patient opens it. */
  patientsInvite: '/patients/invite',
  patientFullProfile: '/patients/current/full-profile/:id',
  /** F95: find a provider to refer a patient to (state patients.referrals, provider only). */
  patientsReferrals: '/patients/referrals',
  /** F96: the current clinic's patients to choose whom to refer (`?providerId`). */
  patientsReferralsCurrent: '/patients/referrals/current',
  /** Not named by the spec: the signed-in patient's or provider's own profile (F14, F48). */
  ownProfile: '/account/profile',
  /** F50: another provider's profile, read-only. */
  providerProfile: '/providers/:id/profile',
  bookAppointment: '/patient/appointments/make',
  /** C61: kept for old links; it only redirects to the dashboard. */
  paymentInfo: '/patient/account/payment-info',
  /** C107, C108: not named by the spec; beside payment-info under the patient's account. */
  billingSummary: '/patient/account/billing-summary',

  // Every signed-in role; not in the spec (issue 6)
  accountSessions: '/account/sessions',

  // Assistants, super admin and clinic admins (A66–A70)
  assistDashboard: '/assist-dashboard',
  adminDashboard: '/admin-dashboard',
  adminProviders: '/admin-dashboard/providers',
  adminAssistants: '/admin-dashboard/assistants',
  adminClinicAdmins: '/admin-dashboard/clinicAdmins',
  /** B61, B62, I14: add and edit (`?email`) screens of providers, assistants and clinic admins. */
  adminAddProvider: '/admin-dashboard/add',
  adminEditProvider: '/admin-dashboard/edit',
  adminAddAssistant: '/admin-dashboard/assistants/add',
  adminEditAssistant: '/admin-dashboard/assistants/edit',
  adminAddClinicAdmin: '/admin-dashboard/clinicAdmins/add',
  adminEditClinicAdmin: '/admin-dashboard/editClinicAdmin',
  adminClinics: '/admin-dashboard/clinics',
  adminParentClinic: '/admin-dashboard/parentClinic',
  /** B9–B15, B55–B59: adding and editing clinics and parent accounts (`?id` on the edit screens). */
  adminAddClinic: '/admin-dashboard/add-clinic',
  adminEditClinic: '/admin-dashboard/edit-clinic',
  adminAddParentClinic: '/admin-dashboard/add-parent-clinic',
  adminEditParentClinic: '/admin-dashboard/edit-parent-clinic',
  adminEncounterReport: '/admin-dashboard/encounterReport',
  /** Not in the spec (issue 20 point 8): the admin actions of the audit log. */
  adminAudit: '/admin-dashboard/audit',
  adminLegal: '/admin-dashboard/legal',
  /** Issue 20 point 6: identity providers for single sign-on. */
  adminSso: '/admin-dashboard/sso',
  /** Not in the spec: the development outbox, outside production only (issue 6). */
  adminDevMailbox: '/admin-dashboard/dev-mailbox',
  clinicAdminDashboard: '/clinic-admin-dashboard',
  clinicAdminProviders: '/clinic-admin-dashboard/providers',
  clinicAdminAssistants: '/clinic-admin-dashboard/assistants',
  /** B79, B81: the clinic admin's edit screens (`?email`). */
  clinicAdminEditProvider: '/clinic-admin-dashboard/providers/edit',
  clinicAdminEditAssistant: '/clinic-admin-dashboard/assistants/edit',
  /** Not in the spec (issue 19 path 5): the clinic's reads of patient data, searched and downloaded. */
  clinicAdminAccessLog: '/clinic-admin-dashboard/access-log',
  /** Not in the spec (issue 23 point 5): the clinic's default alert thresholds for remote monitoring. */
  clinicAdminMonitoring: '/clinic-admin-dashboard/monitoring',
} as const;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Puts each parameter, URL-encoded, in place of its `:name`; the names are checked by type. */
function fill<P extends string>(
  pattern: P,
  params: Record<ParamNames<P>, string | number>,
): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name as ParamNames<P>])),
  );
}

/** Builders for the URLs that carry a parameter or a query. */
export const pathTo = {
  /** A17: the exam room a room token opens. */
  room: (roomToken: string) => fill(Paths.room, { roomToken }),
  /** The appointment's room for whoever is signed in (see `Paths.roomEntry`). */
  roomEntry: (encounterId: number) => fill(Paths.roomEntry, { encounterId }),
  /** F6: a patient's full profile. */
  patientFullProfile: (id: number) => fill(Paths.patientFullProfile, { id }),
  providerProfile: (id: number) => fill(Paths.providerProfile, { id }),
  /** D19: the e-mailed and texted room link; the id is its secret. */
  roomLink: (id: string) => fill(Paths.roomLink, { id }),
  /** D18: the guest's invite page for one room's invitation. */
  loginInvite: (invitation: string) =>
    `${Paths.loginInvite}?room=${encodeURIComponent(invitation)}`,
  /** A47: the link the reset mail carries; the server prefixes its public URL. */
  resetFinish: (key: string) => `${Paths.resetFinish}?key=${encodeURIComponent(key)}`,
  /** F107: the mailed sign-up or join link; the start page asks where it leads. */
  signupStart: (token: string, type: string) =>
    `${Paths.signupStart}?token=${encodeURIComponent(token)}&type=${encodeURIComponent(type)}`,
  signupPatient: (step: string, token: string) =>
    `${Paths.signupPatient}/${step}?token=${encodeURIComponent(token)}`,
  signupProvider: (step: string, token: string) =>
    `${Paths.signupProvider}/${step}?token=${encodeURIComponent(token)}`,
  joinClinic: (token: string, patientId: number) =>
    `${Paths.joinClinic}?token=${encodeURIComponent(token)}&type=JOIN&patientId=${patientId}`,
  /** A14/A31: the login page explaining that inactivity ended the session (a bare flag). */
  sessionExpired: () => `${Paths.login}?sessionExpired`,
  /** E39: a step of the post-encounter wizard for one encounter. */
  notesStep: (step: 'first' | 'second' | 'third' | 'success', encounterId: number) =>
    `${fill(Paths.postEncounterStep, { step })}?encounterId=${encounterId}`,
  /** E53: the printable summary of one encounter. */
  printSummary: (encounterId: number) => `${Paths.printSummary}?encounterId=${encounterId}`,
  /** E54: the printable referral summary. */
  printReferralSummary: (referralId: number) =>
    `${Paths.printReferralSummary}?referralId=${referralId}`,
  /** F96: whom to refer to this provider. */
  patientsReferralsCurrent: (providerId: number) =>
    `${Paths.patientsReferralsCurrent}?providerId=${providerId}`,
  /** F102, F103: the network's search with a patient in context (its rows offer "Refer Patient"). */
  providerNetworkFind: (patientId: number) => `${Paths.providerNetworkFind}?patientId=${patientId}`,
  /** E16 */
  messageTopic: (topicId: number) => fill(Paths.messageTopic, { topicId }),
  /** E24 */
  inmailTranscript: (topicId: number) => `${Paths.printInmailTranscript}?topicId=${topicId}`,
};
