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
  signup: '/signup/*',
  termsOfUse: '/legal/terms-of-use',
  telehealthConsent: '/legal/telehealth-consent',
  privacyNotice: '/legal/privacy-notice',

  // Providers and patients
  appointments: '/appointments',
  messages: '/messages',
  referrals: '/referrals',
  room: '/room/:roomToken',
  makeAppointment: '/appointments/make',
  availability: '/appointments/availability',
  pastAppointments: '/appointments/past',
  appointmentRequests: '/appointment-requests',
  /** C98, C99: answers a request from its e-mailed link, without sign-in (I32). */
  appointmentResponse: '/appointment-response',
  offerings: '/account/offerings',
  providerNetwork: '/provider-network',
  patients: '/patients',
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
  adminClinics: '/admin-dashboard/clinics',
  adminParentClinic: '/admin-dashboard/parentClinic',
  adminEncounterReport: '/admin-dashboard/encounterReport',
  /** Not in the spec: the development outbox, outside production only (issue 6). */
  adminDevMailbox: '/admin-dashboard/dev-mailbox',
  clinicAdminDashboard: '/clinic-admin-dashboard',
  clinicAdminProviders: '/clinic-admin-dashboard/providers',
  clinicAdminAssistants: '/clinic-admin-dashboard/assistants',
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
  /** A47: the link the reset mail carries; the server prefixes its public URL. */
  resetFinish: (key: string) => `${Paths.resetFinish}?key=${encodeURIComponent(key)}`,
  /** A14/A31: the login page explaining that inactivity ended the session (a bare flag). */
  sessionExpired: () => `${Paths.login}?sessionExpired`,
};
