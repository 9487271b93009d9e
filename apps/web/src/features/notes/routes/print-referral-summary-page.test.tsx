import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { PrintReferralSummaryPage } from './print-referral-summary-page';

afterEach(() => vi.restoreAllMocks());

test('E54 the referral print shows the patient and the note from GET /referrals/{id}, then prints', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  mockApi.get('/referrals/:id', ({ params }) => ({
    id: Number(params.id),
    patient: { firstName: 'Sam', lastName: 'Rivera' },
    note: 'Please assess the knee.',
  }));
  renderRoutes({
    at: '/print/referral-summary-form?referralId=4',
    account: makeAccount([Role.provider]),
    routes: [{ path: '/print/referral-summary-form', element: <PrintReferralSummaryPage /> }],
  });
  const page = await screen.findByTestId(TestId.printPage);
  expect(page.textContent).toContain('Sam Rivera');
  expect(page.textContent).toContain('Please assess the knee.');
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
});
