import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { ResetRequestPage } from './reset-request-page';

function renderPage() {
  renderRoutes({ at: '/reset', routes: [{ path: '/reset', element: <ResetRequestPage /> }] });
}

test("the server's field error lands on the e-mail field", async () => {
  mockApi.post('/account/reset_password/init', () =>
    apiError(400, {
      code: 'VALIDATION',
      errorMessage: 'Invalid email: contains a character that is not allowed',
      fields: [{ field: 'email', message: 'contains a character that is not allowed' }],
    }),
  );
  renderPage();
  await userEvent.type(screen.getByTestId(TestId.resetEmail), 'someone@example.org');
  await userEvent.click(screen.getByRole('button', { name: /send|reset/i }));
  expect(await screen.findByText('contains a character that is not allowed')).toBeTruthy();
});

test('a refusal without a field (too many attempts) shows under the e-mail', async () => {
  mockApi.post('/account/reset_password/init', () =>
    apiError(429, { code: 'RATE_LIMITED', errorMessage: Messages.login.tooManyAttempts }),
  );
  renderPage();
  await userEvent.type(screen.getByTestId(TestId.resetEmail), 'someone@example.org');
  await userEvent.click(screen.getByRole('button', { name: /send|reset/i }));
  expect(await screen.findByText(Messages.login.tooManyAttempts)).toBeTruthy();
});
