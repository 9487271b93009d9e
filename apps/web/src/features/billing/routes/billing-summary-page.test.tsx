import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import type { BillingSummary } from '../api/get-billing-summary';
import { BillingSummaryPage } from './billing-summary-page';

const account = makeAccount([Role.patient], { timeZone: 'America/New_York' });

function renderBilling() {
  renderRoutes({
    at: '/billing',
    account,
    routes: [{ path: '/billing', element: <BillingSummaryPage /> }],
  });
}

test('C107 C113 entries show date, purpose and amount in USD, in the order the server gives (newest first)', async () => {
  const summary: BillingSummary = {
    content: [
      {
        id: 2,
        createdDate: '2026-11-20T03:00:00.000Z',
        paymentPurpose: 'Refund: Video Exam',
        amount: -40,
        currency: 'USD',
      },
      {
        id: 1,
        createdDate: '2026-11-18T15:00:00.000Z',
        paymentPurpose: 'Video Exam with Dr. House',
        amount: 40,
        currency: 'USD',
      },
    ],
    last: true,
    totalElements: 2,
  };
  mockApi.get('/patients/billingSummary', () => summary);
  renderBilling();
  const rows = await screen.findAllByTestId(TestId.billingEntry);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    // 03:00 UTC on the 20th is the evening of the 19th in New York.
    ['Nov 19, 2026', 'Refund: Video Exam', '-$40.00'],
    ['Nov 18, 2026', 'Video Exam with Dr. House', '$40.00'],
  ]);
});

test('C107 no entries yet says so', async () => {
  mockApi.get('/patients/billingSummary', () => ({ content: [], last: true, totalElements: 0 }));
  renderBilling();
  expect((await screen.findByTestId(TestId.billingEmpty)).textContent).toContain(
    'No payments yet.',
  );
});

test('C107 a failed load shows the error with Try again', async () => {
  mockApi.get('/patients/billingSummary', () =>
    apiError(500, { code: 'INTERNAL', errorMessage: 'The server could not answer.' }),
  );
  renderBilling();
  expect((await screen.findByTestId(TestId.loadError)).textContent).toContain(
    'We could not load your billing summary',
  );
});
