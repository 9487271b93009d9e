import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { DevMailboxStatus, OutboxMail } from '@clinicall/shared/dev-mailbox';
import type { ErrorResponse } from '@clinicall/shared/errors';
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
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import type { BillingSummary } from '../features/billing';
import type { DashboardCounters } from '@clinicall/shared/scheduling/encounter-lists';
import type { InMailStatusResponseSchema } from '@clinicall/shared/scheduling/lifecycle';
import type { Encounter, EncounterList } from '@clinicall/shared/scheduling/encounters';
import type { SessionList } from '@clinicall/shared/sessions';

/**
 * What each endpoint answers on success, by method and path (below `/api`), in the shared
 * schemas' types: a test cannot stub an answer the real server could not give. `void` endpoints
 * answer 204.
 */
interface ApiAnswers {
  get: {
    '/account': Account;
    '/getLoggedUser': LoggedUser;
    '/configs': Configs;
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
    '/appointments/patients': SchedulablePatientPage;
    '/encounters': EncounterList;
    '/encounters/confirmed': EncounterList;
    '/encounters/today': EncounterList;
    '/encounters/requests': EncounterList;
    '/encounters/counters': DashboardCounters;
    '/patients/billingSummary': BillingSummary;
    '/payments/config': PaymentsConfig;
  };
  post: {
    '/authenticate': AuthenticateResponse;
    '/logout': void;
    '/account/change_password': void;
    '/account/change_password/first_time': void;
    '/account/renewPasscode': void;
    '/account/reset_password/init': void;
    '/account/reset_password/finish': void;
    '/timeTable/ranges': TimeTable;
    '/timeTable/ranges/onOff': TimeTable;
    '/timeTable/:date/setDefault': SetDefaultResult;
    '/encounters/ownedbypatient': Encounter;
    '/encounters/ownedbyprovider': Encounter;
    '/encounters/status': Encounter;
    '/encounters/status/inMail': z.output<typeof InMailStatusResponseSchema>;
    '/payments/sandbox/tokens': SandboxCardToken;
    '/makePayment': PaymentReceipt;
  };
  put: {
    '/providers/offering': Offerings;
  };
  delete: {
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
  delete: register('delete'),
};

/** A refusal in the API's error shape. */
export function apiError(status: number, body: ErrorResponse): Response {
  return HttpResponse.json(body, { status });
}
