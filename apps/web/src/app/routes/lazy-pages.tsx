import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * A route's `lazy`: the page is its own chunk (the login loads little), and the router fetches it
 * in parallel with the route's loader, so code and data arrive together instead of one after the
 * other.
 */
function page(load: () => Promise<ComponentType>): LazyPage {
  return async () => ({ Component: await load() });
}

export const loginPage = page(
  async () => (await import('../../features/identity/routes/login-page')).LoginPage,
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
export const siteLayout = page(async () => (await import('../layout/site-layout')).SiteLayout);
export const dashboardPage = page(
  async () => (await import('../../features/dashboard/routes/dashboard-page')).DashboardPage,
);
export const upcomingPage = page(
  async () => (await import('../../features/appointments/routes/upcoming-page')).UpcomingPage,
);
export const pastPage = page(
  async () => (await import('../../features/appointments/routes/past-page')).PastPage,
);
export const requestsPage = page(
  async () => (await import('../../features/appointments/routes/requests-page')).RequestsPage,
);
export const appointmentResponsePage = page(
  async () =>
    (await import('../../features/appointments/routes/appointment-response-page'))
      .AppointmentResponsePage,
);
export const billingSummaryPage = page(
  async () =>
    (await import('../../features/billing/routes/billing-summary-page')).BillingSummaryPage,
);
export const assistDashboardPage = page(
  async () =>
    (await import('../../features/assistant/routes/assist-dashboard-page')).AssistDashboardPage,
);
export const adminHomePage = page(
  async () => (await import('../../features/admin-shell/routes/admin-home-page')).AdminHomePage,
);
export const devMailboxPage = page(
  async () => (await import('../../features/dev-mailbox/routes/dev-mailbox-page')).DevMailboxPage,
);
export const sessionsPage = page(
  async () => (await import('../../features/sessions/routes/sessions-page')).SessionsPage,
);
export const offeringsPage = page(
  async () => (await import('../../features/offerings/routes/offerings-page')).OfferingsPage,
);
export const availabilityPage = page(
  async () =>
    (await import('../../features/availability/routes/availability-page')).AvailabilityPage,
);
export const providerBookingPage = page(
  async () =>
    (await import('../../features/booking/routes/provider-booking-page')).ProviderBookingPage,
);
export const patientBookingPage = page(
  async () =>
    (await import('../../features/booking/routes/patient-booking-page')).PatientBookingPage,
);

/** A signed-in screen that is not built yet, titled by the route. */
export function unavailablePage(title: string): LazyPage {
  return async () => {
    const { UnavailablePage } = await import('../../components/ui/unavailable-page');
    return { element: <UnavailablePage title={title} /> };
  };
}

/** An open screen that is not built yet: it must not ask for a login (A61). */
export function openUnavailablePage(title: string): LazyPage {
  return async () => {
    const { OpenUnavailablePage } = await import('../../components/ui/open-unavailable-page');
    return { element: <OpenUnavailablePage title={title} /> };
  };
}

/** A legal text (apps/web/src/legal/*.md, replaced by each clinic), rendered as a page. */
export function legalPage(load: () => Promise<{ default: string }>): LazyPage {
  return async () => {
    const [{ LegalPage }, { default: source }] = await Promise.all([
      import('../../features/legal/routes/legal-page'),
      load(),
    ]);
    return { element: <LegalPage source={source} /> };
  };
}
