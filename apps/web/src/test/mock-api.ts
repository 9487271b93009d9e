import type {
  AwaitingAgreement,
  ConfirmEmailChangeResponse,
  PendingEmailChange,
  UndoEmailChangeResponse,
} from '@clinicall/shared/people/email-change';
import type { ProfileHistoryEntry } from '@clinicall/shared/people/history';
import type { MedicalHistoryGroup } from '@clinicall/shared/people/lookups';
import type {
  PatientProfile,
  UpdatePatientProfileResponse,
} from '@clinicall/shared/people/patient-profile';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import type { RosterPage } from '@clinicall/shared/people/roster';
import type { ProviderPage } from '@clinicall/shared/provider-network/provider-network';
import type { ReferralPatientPageSchema } from '@clinicall/shared/referrals/referrals';

import type { Alert, Thresholds } from '@clinicall/shared/monitoring/alerts';
import type { ClinicPartnerSchema } from '@clinicall/shared/monitoring/partners';
import type { RpmSignupStatus } from '@clinicall/shared/monitoring/signup';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { DevMailboxStatus, OutboxMail } from '@clinicall/shared/dev-mailbox';
import type { AdminAuditPage } from '@clinicall/shared/admin-audit/admin-audit';
import type { ErrorResponse } from '@clinicall/shared/errors';
import type {
  PendingLegalDocuments,
  PublishedLegalDocument,
} from '@clinicall/shared/legal-documents';
import type {
  AdminAssistant,
  AdminProvider,
  ClinicRef,
  ClinicStaffProvider,
  StaffChoice,
} from '@clinicall/shared/admin-users';
import type { ClinicProvider } from '@clinicall/shared/clinic';
import type { ClinicListItem } from '@clinicall/shared/admin-clinic';
import type {
  Account,
  AssistedProviderPage,
  AuthenticateResponse,
  AuthToken,
  Configs,
  LoggedUser,
} from '@clinicall/shared/identity';
import type {
  EncountersExist,
  SetDefaultResult,
  TimeTable,
} from '@clinicall/shared/scheduling/availability';
import type {
  BookableProviderPage,
  SchedulablePatientPage,
} from '@clinicall/shared/scheduling/booking-lists';
import type { PaymentReceipt, PaymentsConfig, SandboxCardToken } from '@clinicall/shared/payments';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import type { PaidBooking } from '@clinicall/shared/scheduling/paid-booking';
import type { Precondition } from '@clinicall/shared/scheduling/preconditions';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import type { BillingSummary } from '../features/billing';
import type { DashboardCounters } from '@clinicall/shared/scheduling/encounter-lists';
import type {
  AcceptWithPaymentResult,
  InMailStatusResponseSchema,
} from '@clinicall/shared/scheduling/lifecycle';
import type { PatientAppointmentsPage } from '@clinicall/shared/people/patient-appointments';
import type { Encounter, EncounterList } from '@clinicall/shared/scheduling/encounters';
import type { SessionList } from '@clinicall/shared/sessions';
import type {
  AttachmentPage,
  ForbiddenAttach,
  PatientAttachment,
} from '@clinicall/shared/patient-attachments';
import type { Template } from '@clinicall/shared/notes/templates';
import type { EncounterForm, EncounterSummary } from '@clinicall/shared/notes/summaries';
import type { EncounterQuestionnaireItem } from '@clinicall/shared/notes/questionnaires';
import type {
  BulkInviteResult,
  PatientInviteResponse,
} from '@clinicall/shared/invitations/schemas';
import type { RegisterResponse } from '@clinicall/shared/signup/schemas';
import type {
  Message,
  RecentUnread,
  SimpleTopicInfo,
  SubscriberPage,
  TopicPage,
} from '@clinicall/shared/messaging/topics';
import type { RoomUrl } from '@clinicall/shared/room-access/guests';
import type { AccessLogPage, RecordVisitPage } from '@clinicall/shared/record-access/record-access';
import type { NewPatient, OnDemandResult } from '@clinicall/shared/room-access/on-demand';
import type { RoomLinkConsents, RoomValidation } from '@clinicall/shared/room-access/room-links';
import type {
  Referral,
  ReferralGrantsSchema,
  ReferralPageSchema,
} from '@clinicall/shared/referrals/referrals';

/**
 * What each endpoint answers on success, by method and path (below `/api`), in the shared
 * schemas' types: a test cannot stub an answer the real server could not give. `void` endpoints
 * answer 204.
 */
interface ApiAnswers {
  get: {
    '/providers/clinic/partner/search': z.infer<typeof ClinicPartnerSchema>[];
    '/monitoring/patients/:id/alerts': Alert[];
    '/monitoring/alerts': Alert[];
    '/monitoring/thresholds': Thresholds;
    '/monitoring/patients/:id/thresholds': Thresholds;
    '/legal-documents/:kind': PublishedLegalDocument;
    '/account/legal-documents/pending': PendingLegalDocuments;
    '/clinic/assistant': AdminAssistant;
    '/clinic/provider': ClinicStaffProvider;
    '/admin/providers/:id/profile': AdminProvider;
    '/admin/provider/clinics/:id': ClinicRef[];
    '/admin/assistant/clinic/:id': StaffChoice[];
    '/clinic/:id/providers': ClinicProvider[];
    '/templates': Template[];
    '/patient/encounter/templates/:templateId/provider/:providerId': Template;
    '/encounters/:id/summary': EncounterSummary;
    '/encounters/:id/form': EncounterForm;
    '/encounters/:id/questionnaires/': EncounterQuestionnaireItem[];
    '/encounters/:id/files': { fileName: string; size: number }[];
    '/account': Account;
    '/getLoggedUser': LoggedUser;
    '/configs': Configs;
    '/sso/domains': { domains: string[] };
    '/account/reset_password/mail/:key': { email: string };
    '/assistant/providers': AssistedProviderPage;
    '/assistant/authenticate/:providerId': AuthToken;
    '/account/sessions': SessionList;
    '/dev/outbox/status': DevMailboxStatus;
    '/dev/outbox': OutboxMail[];
    '/providers/offering': Offerings;
    '/timeTable/:date': TimeTable;
    '/encounters/:date/exist': EncountersExist;
    '/appointments/schedule': Schedule;
    '/appointments/providers': BookableProviderPage;
    /** Binary (JPEG): a stub answers with a Response. */
    '/providers/:id/photo': never;
    '/patient/:id/photo': never;
    '/appointments/patients': SchedulablePatientPage;
    '/encounters': EncounterList;
    '/encounters/confirmed': EncounterList;
    '/encounters/today': EncounterList;
    '/encounters/requests': EncounterList;
    '/encounters/counters': DashboardCounters;
    '/patients/billingSummary': BillingSummary;
    '/patients/recordViews': RecordVisitPage;
    '/clinic/:id/accessLog': AccessLogPage;
    /** CSV text: a stub answers with a Response. */
    '/clinic/:id/accessLog.csv': never;
    /** Issue 20 point 7: CSV text, answered with a Response. */
    '/admin/report/encounter/csv': never;
    '/admin/audit': AdminAuditPage;
    '/admin/clinics/find': { content: ClinicListItem[]; last: boolean; totalElements: number };
    '/admin/audit.csv': never;
    '/patients/preconditions': Precondition[];
    '/payments/config': PaymentsConfig;
    '/attachment/search': AttachmentPage;
    '/attachment/fileTypes': string[];
    '/attachment/patient/search': AttachmentPage;
    '/attachment/patient/fileTypes': string[];
    '/attachment/hasForbiddenAttach': ForbiddenAttach;
    '/register': RegisterResponse;
    '/users/:email': { inUse: boolean };
    '/joinClinic': { clinicName: string; familyMemberName?: string };
    '/unreadMessagesCount': { count: number };
    '/recentUnreadTopics': RecentUnread;
    '/topics': TopicPage;
    '/topics/search': TopicPage;
    '/simpleTopicInfo/:id': SimpleTopicInfo;
    '/referrals/provider': z.output<typeof ReferralPageSchema>;
    '/referrals/patient': z.output<typeof ReferralPageSchema>;
    '/referrals/grants': z.output<typeof ReferralGrantsSchema>;
    /** F94: binary, answered with a Response. */
    '/referrals/download': never;
    '/referrals/:id': Referral;
    '/messagesInTopic/:id': Message[];
    '/inMailSubscribers/filter': SubscriberPage;
    '/patients': RosterPage;
    '/patients/search': RosterPage;
    '/patients/count': { count: number };
    '/patient/:id/profile': PatientProfile;
    '/account/email_change/awaiting_agreement': AwaitingAgreement;
    '/providers/:id/profile': ProviderProfile;
    '/patients/profileHistory': ProfileHistoryEntry[];
    '/encounters/filter': PatientAppointmentsPage;
    '/medicalHistoryData': MedicalHistoryGroup[];
    '/USStates': { code: string; name: string }[];
    '/AllergyMedicationType': string[];
    '/AllergyMedicationSymptoms': string[];
    '/encounters/roomLink/:id': RoomValidation;
    '/encounters/roomLink/:id/consents': RoomLinkConsents;
    '/providerRelationships': ProviderPage;
    '/AllproviderRelationships': ProviderPage;
    '/searchInProvidersOnRel': ProviderPage;
    '/providers/search/': ProviderPage;
    '/providers/network/search/': ProviderPage;
    '/providers/network/:id/profile': ProviderProfile;
    '/patients/referrals/current': z.output<typeof ReferralPatientPageSchema>;
  };
  post: {
    /** G30: any partner key's sign-up. */
    '/:partner/signup/patients': RpmSignupStatus;
    '/monitoring/alerts/:alertId/acknowledge': Alert;
    '/account/legal-documents/accept': PendingLegalDocuments;
    '/templates': Template;
    '/providers/photo': { imagePath: string };
    '/patients/photo': { imagePath: string };
    '/encounters/:id/summary': EncounterSummary;
    '/authenticate': AuthenticateResponse;
    '/logout': void;
    '/account/change_password': void;
    '/account/change_password/first_time': void;
    '/account/renewPasscode': void;
    '/account/reset_password/init': void;
    '/account/reset_password/finish': void;
    '/account/email_change/confirm': ConfirmEmailChangeResponse;
    '/account/email_change/agree': ConfirmEmailChangeResponse;
    '/account/email_change/agree_in_session': ConfirmEmailChangeResponse;
    '/account/email_change/undo': UndoEmailChangeResponse;
    '/account/email_change': PendingEmailChange;
    '/timeTable/ranges': TimeTable;
    '/timeTable/ranges/onOff': TimeTable;
    '/timeTable/:date/setDefault': SetDefaultResult;
    '/encounters/ownedbypatient': Encounter;
    '/encounters/ownedbypatient/paid': PaidBooking;
    '/encounters/ownedbyprovider': Encounter;
    '/encounters/status': Encounter;
    '/encounters/status/inMail': z.output<typeof InMailStatusResponseSchema>;
    '/encounters/status/acceptWithPayment': AcceptWithPaymentResult;
    '/payments/sandbox/tokens': SandboxCardToken;
    '/makePayment': PaymentReceipt;
    '/patients/attachments': PatientAttachment[];
    '/attachment/joinRequest': ForbiddenAttach;
    '/patientInvite': PatientInviteResponse;
    '/patientBulkRegister': BulkInviteResult;
    '/patientRegister': { email: string };
    '/support/tickets': void;
    '/registerTopic': { topicId: number };
    '/replyMessage': Message;
    '/rooms/guestPass': RoomUrl;
    '/encounters/onDemand': OnDemandResult;
    '/encounters/onDemand/patients': NewPatient;
    '/addProviderRelationship': { ok: true };
    '/removeProviderRelationship': { ok: true };
    '/referrals/:id/withdraw': Referral;
    '/referrals/:id/revoke': Referral;
    '/referrals': Referral;
    '/referrals/attach': Referral;
  };
  put: {
    '/monitoring/thresholds': Thresholds;
    '/monitoring/patients/:id/thresholds': Thresholds;
    '/clinic/assistant': AdminAssistant;
    '/admin/provider': AdminProvider;
    '/admin/providers/:id/photo': { imagePath: string };
    '/encounters/:id/summary': EncounterSummary;
    '/patients/profile': UpdatePatientProfileResponse;
    '/providers/offering': Offerings;
    '/markTopicAsRead/:id': { count: number };
    '/account/timeZone': Account;
    '/referrals': Referral;
  };
  patch: {
    '/templates/:id': Template;
  };
  delete: {
    '/templates/:id': void;
    '/admin/providers/:id/photo': void;
    '/account/sessions': void;
    '/account/sessions/:id': void;
    '/timeTable/:date/clearWeek': TimeTable;
  };
}

type Method = keyof ApiAnswers;

interface RequestInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/**
 * Answers one request. A `Response` passes through as it is: a refusal built with `apiError`, a
 * network failure (`Response.error()`) or, for a test about contract drift, a malformed body.
 */
type Resolver<T> = (info: RequestInfo) => T | Response | Promise<T | Response>;

/** Every test starts with no handler: a call nobody expected fails the test's request loudly. */
export const server = setupServer();

const sent: Request[] = [];
server.events.on('request:start', ({ request }) => {
  // Cloned at once, so a test can still read the body after the handler consumed it.
  sent.push(request.clone());
});

/** Forgets the previous test's handlers and requests; the test setup calls it after each test. */
export function resetMockApi(): void {
  server.resetHandlers();
  sent.length = 0;
}

/** The requests the app sent during this test, oldest first; with a path, only those to it. */
export function sentRequests(path?: string): Request[] {
  return path === undefined
    ? [...sent]
    : sent.filter((request) => new URL(request.url).pathname === `/api${path}`);
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (answer === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(answer as JsonBodyType);
}

function register<M extends Method>(method: M) {
  return <P extends keyof ApiAnswers[M] & string>(path: P, resolve: Resolver<ApiAnswers[M][P]>) => {
    server.use(
      http[method](`/api${path}`, async ({ request, params }) =>
        toResponse(await resolve({ request, params })),
      ),
    );
  };
}

/** Stubs the API for the current test, by method and path: `mockApi.get('/account', () => …)`. */
export const mockApi = {
  get: register('get'),
  post: register('post'),
  put: register('put'),
  patch: register('patch'),
  delete: register('delete'),
};

/** A refusal in the API's error shape. */
export function apiError(status: number, body: ErrorResponse): Response {
  return HttpResponse.json(body, { status });
}
