import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi } from '../../../test/mock-api';
import { makeMessage, makeTopicInfo, patientPerson } from '../../../test/messaging';
import { makeAccount, renderRoutes } from '../../../test/render';
import { TranscriptPrintPage } from './transcript-print-page';

afterEach(() => vi.restoreAllMocks());

function renderTranscript() {
  renderRoutes({
    at: '/print/inmail-transcript?topicId=5',
    account: makeAccount([Role.provider]),
    routes: [{ path: '/print/inmail-transcript', element: <TranscriptPrintPage /> }],
  });
}

test('E52 E55 the transcript prints the conversation once loaded, then closes its window', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  mockApi.get('/simpleTopicInfo/:id', () =>
    makeTopicInfo({ subject: 'Rash question', encounterId: 9, encounterStatus: 'FINISHED' }),
  );
  mockApi.get('/messagesInTopic/:id', () => [
    makeMessage({ body: 'Please send a photo.' }),
    makeMessage({ messageId: 12, body: '<b>Here</b> it is', authorInfo: patientPerson }),
  ]);
  renderTranscript();
  const transcript = await screen.findByTestId(TestId.transcript);
  expect(transcript.textContent).toContain('Rash question');
  expect(transcript.textContent).toContain('Please send a photo.');
  expect(transcript.textContent).toContain('<b>Here</b> it is');
  expect(transcript.querySelector('b')).toBeNull();
  expect(screen.queryByTestId(TestId.header)).toBeNull();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect(close).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('afterprint'));
  expect(close).toHaveBeenCalledTimes(1);
});

test('E52 a transcript the user may not read shows a notice and never prints', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const refused = () => apiError(403, { code: 'NOT_SUBSCRIBED', errorMessage: 'Not yours' });
  mockApi.get('/simpleTopicInfo/:id', refused);
  mockApi.get('/messagesInTopic/:id', refused);
  renderTranscript();
  expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(print).not.toHaveBeenCalled();
});
