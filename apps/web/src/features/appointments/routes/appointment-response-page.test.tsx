import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { AppointmentResponsePage } from './appointment-response-page';

function open(query: string) {
  return renderRoutes({
    at: `${Paths.appointmentResponse}${query}`,
    routes: [
      { path: Paths.appointmentResponse, element: <AppointmentResponsePage /> },
      { path: Paths.login, element: <LocationProbe /> },
    ],
  });
}

test('C98 without a token the page goes to login', async () => {
  open('?type=ACCEPTED&appointmentId=4');
  expect((await screen.findByTestId('location')).textContent).toBe(Paths.login);
  expect(sentRequests()).toHaveLength(0);
});

test('C99 C100 with token, type and appointmentId it shows a loader, posts once, then the accepted text', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockApi.post('/encounters/status/inMail', async () =>
    gate.then(() => ({ id: 4, status: 'ACCEPTED' as const })),
  );
  open('?token=abc.def&type=accepted&appointmentId=4');
  expect(await screen.findByTestId(TestId.appointmentResponseLoader)).toBeTruthy();
  release();
  expect((await screen.findByTestId(TestId.appointmentResponseResult)).textContent).toBe(
    'The appointment has been accepted and is now scheduled.',
  );
  const sent = sentRequests('/encounters/status/inMail');
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.json()).toEqual({ id: 4, token: 'abc.def', status: 'ACCEPTED' });
  // I32: it works without sign-in, so it sends no bearer token.
  expect(sent[0]!.headers.get('Authorization')).toBeNull();
});

test('C101 a declined answer shows the declined text', async () => {
  mockApi.post('/encounters/status/inMail', () => ({ id: 4, status: 'DECLINED' as const }));
  open('?token=abc&type=DECLINED&appointmentId=4');
  expect((await screen.findByTestId(TestId.appointmentResponseResult)).textContent).toBe(
    'The appointment request has been declined, we will let the provider know.',
  );
});

test('C102 a failure shows the error text and the server’s message', async () => {
  mockApi.post('/encounters/status/inMail', () =>
    apiError(400, {
      code: 'VALIDATION',
      errorMessage: 'This link has expired or is not valid.',
    }),
  );
  open('?token=used&type=ACCEPTED&appointmentId=4');
  const result = await screen.findByTestId(TestId.appointmentResponseResult);
  await waitFor(() =>
    expect(result.textContent).toBe(
      'An error has occurred while processing your requestThis link has expired or is not valid.',
    ),
  );
});
