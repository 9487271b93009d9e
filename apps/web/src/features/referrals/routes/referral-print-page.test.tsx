import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi } from '../../../test/mock-api';
import { makeReferral } from '../../../test/referral-rows';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ReferralPrintPage } from './referral-print-page';

afterEach(() => vi.restoreAllMocks());

function renderPrint(id: number) {
  renderRoutes({
    at: `/print/referral-summary-form?referralId=${id}`,
    account: makeAccount([Role.provider], { timeZone: 'America/New_York' }),
    routes: [{ path: '/print/referral-summary-form', element: <ReferralPrintPage /> }],
  });
}

test('E54 F92 the referral print shows the patient and the note, the clinic and both providers and a signature line from GET /referrals/{id}, then prints', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  mockApi.get('/referrals/:id', ({ params }) =>
    makeReferral({
      id: Number(params.id),
      attachmentList: [{ id: 1, fileName: 'ecg.pdf', fileType: 'pdf', size: 3 }],
    }),
  );
  renderPrint(4);
  const page = await screen.findByTestId(TestId.referralPrintPage);
  const text = page.textContent ?? '';
  for (const shown of [
    'Sam Jones',
    'Please assess the knee.',
    'Riverside Clinic',
    'Ana Rivera',
    'Kenji Sato',
    'ecg.pdf',
    // The referral's time in the account's zone (15:00 UTC is 10:00 AM in New York).
    'Nov 20, 2026, 10:00 AM',
  ]) {
    expect(text).toContain(shown);
  }
  expect(screen.getByTestId(TestId.referralPrintSignature).textContent).toContain(
    'Signature of Ana Rivera',
  );
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
});

test('E54 a referral that cannot be read says so in words and never prints', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  mockApi.get('/referrals/:id', () =>
    apiError(404, { code: 'NOT_FOUND', errorMessage: 'Not found.' }),
  );
  renderPrint(5);
  expect(await screen.findByText('This referral could not be loaded.')).toBeTruthy();
  expect(print).not.toHaveBeenCalled();
});
