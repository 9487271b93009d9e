import type { LegalDocumentKind } from '@clinicall/shared/legal-documents';
import { page, type LazyPage } from './lazy-page';

// The pages of the screens reachable without signing in (open-routes.tsx). They sit apart from the
// signed-in pages (lazy-pages.tsx) so the login's first download holds only these few chunk names.
export const loginPage = page(
  async () => (await import('../../features/identity/routes/login-page')).LoginPage,
);
export const brandedLoginPage = page(
  async () => (await import('../../features/identity/routes/branded-login-page')).BrandedLoginPage,
);
export const experienceGuidePage = page(
  async () =>
    (await import('../../features/experience-guide/routes/experience-guide-page'))
      .ExperienceGuidePage,
);
export const firstTimeLoginPage = page(
  async () =>
    (await import('../../features/identity/routes/first-time-login-page')).FirstTimeLoginPage,
);
export const resetRequestPage = page(
  async () => (await import('../../features/identity/routes/reset-request-page')).ResetRequestPage,
);
export const resetResultPage = page(
  async () => (await import('../../features/identity/routes/reset-result-page')).ResetResultPage,
);
export const resetFinishPage = page(
  async () => (await import('../../features/identity/routes/reset-finish-page')).ResetFinishPage,
);
export const roomPage = page(
  async () => (await import('../../features/room/routes/room-page')).RoomPage,
);
export const appointmentResponsePage = page(
  async () =>
    (await import('../../features/appointments/routes/appointment-response-page'))
      .AppointmentResponsePage,
);
export const signupStartPage = page(
  async () => (await import('../../features/signup/routes/signup-start-page')).SignupStartPage,
);
export const patientSignupPage = page(
  async () => (await import('../../features/signup/routes/patient-signup-page')).PatientSignupPage,
);
export const providerSignupPage = page(
  async () =>
    (await import('../../features/signup/routes/provider-signup-page')).ProviderSignupPage,
);
export const confirmEmailPage = page(
  async () => (await import('../../features/profile/routes/confirm-email-page')).ConfirmEmailPage,
);
export const joinClinicPage = page(
  async () => (await import('../../features/signup/routes/join-clinic-page')).JoinClinicPage,
);
export const roomLinkPage = page(
  async () => (await import('../../features/room-access/routes/room-link-page')).RoomLinkPage,
);
export const guestInvitePage = page(
  async () => (await import('../../features/room-access/routes/guest-invite-page')).GuestInvitePage,
);

/** A legal document as the installation last published it (issue 20 point 10), as a page. */
export function legalPage(kind: LegalDocumentKind): LazyPage {
  return async () => {
    const { LegalPage } = await import('../../features/legal/routes/legal-page');
    return { element: <LegalPage kind={kind} /> };
  };
}
