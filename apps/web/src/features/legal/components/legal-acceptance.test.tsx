import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { PublishedLegalDocument } from '@clinicall/shared/legal-documents';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { LegalAcceptance } from './legal-acceptance';

const doc = (kind: PublishedLegalDocument['kind'], versionId: number, title: string) => ({
  kind,
  title,
  versionId,
  version: 2,
  publishedAt: '2026-11-20T10:00:00Z',
  markdown: `# ${title}\n\nThe new text.`,
});

test('issue 20 point 10: each new document is shown with Accept, one after the other, and the app opens after the last', async () => {
  const terms = doc('terms', 11, 'Terms Of Use');
  const consent = doc('telehealth-consent', 12, 'Consent For Telehealth');
  mockApi.get('/account/legal-documents/pending', () => ({ documents: [terms, consent] }));
  mockApi.post('/account/legal-documents/accept', async ({ request }) => {
    const { versionIds } = (await request.json()) as { versionIds: number[] };
    return { documents: versionIds.includes(11) && !versionIds.includes(12) ? [consent] : [] };
  });
  const accepted = vi.fn();
  renderRoutes({
    at: '/',
    account: makeAccount([Role.patient], { legalPending: true }),
    routes: [{ path: '/', element: <LegalAcceptance onAccepted={accepted} /> }],
  });
  const user = userEvent.setup();

  expect(await screen.findByRole('heading', { name: 'Terms Of Use' })).toBeTruthy();
  expect(screen.getByText(/2 documents to accept/)).toBeTruthy();
  await user.click(screen.getByTestId(TestId.legalAccept));
  expect(await screen.findByRole('heading', { name: 'Consent For Telehealth' })).toBeTruthy();
  expect(accepted).not.toHaveBeenCalled();
  await user.click(screen.getByTestId(TestId.legalAccept));
  await waitFor(() => expect(accepted).toHaveBeenCalled());

  const bodies = await Promise.all(
    sentRequests('/account/legal-documents/accept').map((request) => request.json()),
  );
  expect(bodies).toEqual([{ versionIds: [11] }, { versionIds: [12] }]);
});
