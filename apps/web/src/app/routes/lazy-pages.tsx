// The signed-in screens' pages; the open screens' are in open-pages.tsx. This module is loaded
// with the signed-in route table (signed-in-routes.tsx), never by the login page.
import { page } from './lazy-page';

export const siteLayout = page(async () => (await import('../layout/site-layout')).SiteLayout);
export const dashboardPage = page(
  async () => (await import('../../features/dashboard/routes/dashboard-page')).DashboardPage,
);
export const upcomingPage = page(
  async () => (await import('../../features/appointments/routes/upcoming-page')).UpcomingPage,
);
export const roomEntryPage = page(
  async () => (await import('../../features/room/routes/room-entry-page')).RoomEntryPage,
);
export const pastPage = page(
  async () => (await import('../../features/appointments/routes/past-page')).PastPage,
);
export const requestsPage = page(
  async () => (await import('../../features/appointments/routes/requests-page')).RequestsPage,
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
export const clinicsPage = page(
  async () => (await import('../../features/admin-clinics/routes/clinics-page')).ClinicsPage,
);
export const addClinicPage = page(
  async () => (await import('../../features/admin-clinics/routes/add-clinic-page')).AddClinicPage,
);
export const editClinicPage = page(
  async () => (await import('../../features/admin-clinics/routes/edit-clinic-page')).EditClinicPage,
);
export const parentClinicsPage = page(
  async () =>
    (await import('../../features/parent-clinics/routes/parent-clinics-page')).ParentClinicsPage,
);
export const addParentClinicPage = page(
  async () =>
    (await import('../../features/parent-clinics/routes/add-parent-clinic-page'))
      .AddParentClinicPage,
);
export const editParentClinicPage = page(
  async () =>
    (await import('../../features/parent-clinics/routes/edit-parent-clinic-page'))
      .EditParentClinicPage,
);
export const accessLogPage = page(
  async () => (await import('../../features/record-access/routes/access-log-page')).AccessLogPage,
);
export const clinicThresholdsPage = page(
  async () =>
    (await import('../../features/monitoring/routes/clinic-thresholds-page')).ClinicThresholdsPage,
);
export const adminSsoPage = page(
  async () => (await import('../../features/admin-sso/routes/admin-sso-page')).AdminSsoPage,
);
export const usageReportPage = page(
  async () =>
    (await import('../../features/usage-report/routes/usage-report-page')).UsageReportPage,
);
export const adminAuditPage = page(
  async () => (await import('../../features/admin-audit/routes/admin-audit-page')).AdminAuditPage,
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

export const adminLegalPage = page(
  async () => (await import('../../features/legal/routes/admin-legal-page')).AdminLegalPage,
);
export const templatesPage = page(
  async () => (await import('../../features/templates/routes/templates-page')).TemplatesPage,
);
export const notesWizardPage = page(
  async () => (await import('../../features/notes/routes/notes-wizard-page')).NotesWizardPage,
);
export const printSummaryPage = page(
  async () => (await import('../../features/notes/routes/print-summary-page')).PrintSummaryPage,
);
export const printReferralSummaryPage = page(
  async () =>
    (await import('../../features/referrals/routes/referral-print-page')).ReferralPrintPage,
);
export const referralsPage = page(
  async () => (await import('../../features/referrals/routes/referrals-page')).ReferralsPage,
);
export const invitePage = page(
  async () => (await import('../../features/invitations/routes/invite-page')).InvitePage,
);
export const resourcesPage = page(
  async () => (await import('../../features/resources/routes/resources-page')).ResourcesPage,
);
export const topicsPage = page(
  async () => (await import('../../features/messages/routes/topics-page')).TopicsPage,
);
export const newMessagePage = page(
  async () => (await import('../../features/messages/routes/new-message-page')).NewMessagePage,
);
export const conversationPage = page(
  async () => (await import('../../features/messages/routes/conversation-page')).ConversationPage,
);
export const transcriptPrintPage = page(
  async () =>
    (await import('../../features/messages/routes/transcript-print-page')).TranscriptPrintPage,
);
export const rosterPage = page(
  async () => (await import('../../features/patients/routes/roster-page')).RosterPage,
);
export const fullProfilePage = page(
  async () => (await import('../../features/profile/routes/full-profile-page')).FullProfilePage,
);
export const ownProfilePage = page(
  async () => (await import('../../features/profile/routes/own-profile-page')).OwnProfilePage,
);
export const providerProfilePage = page(
  async () =>
    (await import('../../features/profile/routes/provider-profile-page')).ProviderProfilePage,
);
export const connectionsPage = page(
  async () =>
    (await import('../../features/provider-network/routes/connections-page')).ConnectionsPage,
);
export const findProvidersPage = page(
  async () => (await import('../../features/provider-network/routes/find-page')).FindProvidersPage,
);
export const referProvidersPage = page(
  async () =>
    (await import('../../features/referrals/routes/refer-providers-page')).ReferProvidersPage,
);
export const referPatientsPage = page(
  async () =>
    (await import('../../features/referrals/routes/refer-patients-page')).ReferPatientsPage,
);
export const onDemandPage = page(
  async () => (await import('../../features/room-access/routes/on-demand-page')).OnDemandPage,
);
export const techCheckPage = page(
  async () => (await import('../../features/room-access/routes/tech-check-page')).TechCheckPage,
);
