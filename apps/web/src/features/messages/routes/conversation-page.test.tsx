import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import type { SimpleTopicInfo } from '@clinicall/shared/messaging/topics';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeMessage, makeTopicInfo, patientPerson } from '../../../test/messaging';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ConversationPage } from './conversation-page';

beforeAll(() => overlaysMounted());

function renderConversation(role: Role, info: Partial<SimpleTopicInfo> = {}) {
  mockApi.get('/simpleTopicInfo/:id', () => makeTopicInfo(info));
  mockApi.get('/messagesInTopic/:id', () => [
    makeMessage(),
    makeMessage({
      messageId: 12,
      body: '<script>alert("hi")</script> Thanks!',
      authorInfo: patientPerson,
      files: [{ fileName: 'rash.jpg', size: 2000 }],
    }),
  ]);
  mockApi.put('/markTopicAsRead/:id', () => ({ count: 0 }));
  renderRoutes({
    at: '/messages/5',
    account: makeAccount([role]),
    routes: [
      {
        path: '/messages/:topicId',
        element: (
          <>
            <ConversationPage />
            <ModalsProvider />
          </>
        ),
      },
    ],
  });
}

test('E16 E19 messages in order with their attachments; markup in a body shows as text', async () => {
  renderConversation(Role.patient);
  const items = await screen.findAllByTestId(TestId.messageItem);
  expect(items).toHaveLength(2);
  expect(items[1]!.textContent).toContain('<script>alert("hi")</script> Thanks!');
  expect(document.querySelector('[data-testid="conversation"] script')).toBeNull();
  expect(screen.getByTestId(TestId.messageAttachment).textContent).toContain('rash.jpg');
});

test('E17 opening an unread topic marks it read', async () => {
  renderConversation(Role.patient);
  await waitFor(() => expect(sentRequests('/markTopicAsRead/5')).toHaveLength(1));
});

test('E20 reply sends the body; discard clears it', async () => {
  mockApi.post('/replyMessage', () => makeMessage({ messageId: 13, body: 'Sure' }));
  renderConversation(Role.patient, { messageUnread: false });
  const box = await screen.findByTestId(TestId.replyBody);
  await userEvent.type(box, 'Draft');
  await userEvent.click(screen.getByTestId(TestId.replyDiscard));
  expect((box as HTMLTextAreaElement).value).toBe('');
  await userEvent.type(box, 'Sure');
  await userEvent.click(screen.getByTestId(TestId.replySend));
  await waitFor(() => expect(sentRequests('/replyMessage')).toHaveLength(1));
  expect(await sentRequests('/replyMessage')[0]!.json()).toEqual({ topicId: 5, body: 'Sure' });
});

test('issue 24: a reply sent again after an error carries the same Idempotency-Key; the next reply a new one', async () => {
  let answers = 0;
  mockApi.post('/replyMessage', () =>
    (answers += 1) === 1
      ? new Response(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', errorMessage: 'Busy' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        })
      : makeMessage({ messageId: 12 + answers, body: 'Sure' }),
  );
  renderConversation(Role.patient, { messageUnread: false });
  const box = await screen.findByTestId(TestId.replyBody);
  await userEvent.type(box, 'Sure');
  await userEvent.click(screen.getByTestId(TestId.replySend));
  await waitFor(() => expect(sentRequests('/replyMessage')).toHaveLength(1));
  // The draft stays after the error; sending it again is the same message.
  await waitFor(() =>
    expect(screen.getByTestId(TestId.replySend)).toHaveProperty('disabled', false),
  );
  expect((box as HTMLTextAreaElement).value).toBe('Sure');
  await userEvent.click(screen.getByTestId(TestId.replySend));
  await waitFor(() => expect(sentRequests('/replyMessage')).toHaveLength(2));
  await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  await userEvent.type(box, 'Sure');
  await userEvent.click(screen.getByTestId(TestId.replySend));
  await waitFor(() => expect(sentRequests('/replyMessage')).toHaveLength(3));
  const keys = sentRequests('/replyMessage').map((r) => r.headers.get(IDEMPOTENCY_HEADER));
  expect(keys[0]).toMatch(/^[\x21-\x7e]{8,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('E21 a provider on an open message encounter completes it after "Complete Encounter?"', async () => {
  mockApi.post('/encounters/status', () => new Response(null, { status: 500 }));
  renderConversation(Role.provider, {
    encounterId: 9,
    encounterStatus: 'ACCEPTED',
    canComplete: true,
  });
  await userEvent.click(await screen.findByTestId(TestId.completeEncounter));
  expect(await screen.findByText('Complete Encounter?')).toBeTruthy();
  expect(screen.getByText(/no further replies will be possible/)).toBeTruthy();
  await userEvent.click(screen.getByTestId(TestId.confirmAccept));
  await waitFor(() => expect(sentRequests('/encounters/status')).toHaveLength(1));
  expect(await sentRequests('/encounters/status')[0]!.json()).toEqual({
    id: 9,
    status: 'FINISHED',
  });
});

test('E22 E23 E24 once finished: no reply form, the provider gets Print transcript', async () => {
  renderConversation(Role.provider, {
    encounterId: 9,
    encounterStatus: 'FINISHED',
    canReply: false,
    canPrint: true,
  });
  expect(await screen.findByTestId(TestId.encounterClosed)).toBeTruthy();
  expect(screen.queryByTestId(TestId.replyBody)).toBeNull();
  expect(screen.queryByTestId(TestId.completeEncounter)).toBeNull();
  expect(screen.getByTestId(TestId.printTranscript).getAttribute('href')).toBe(
    '/print/inmail-transcript?topicId=5',
  );
});

test('E18 a provider opens the profile of a patient who wrote a message; a provider author is not linked', async () => {
  renderConversation(Role.provider);
  const link = await screen.findByTestId(TestId.messageAuthorProfile);
  expect(link.textContent).toBe('Sam Rivera');
  expect(link.getAttribute('href')).toBe('/patients/current/full-profile/21');
  expect(screen.getAllByTestId(TestId.messageAuthorProfile)).toHaveLength(1);
});

test('E18 a patient gets no profile link on any author', async () => {
  renderConversation(Role.patient);
  await screen.findAllByTestId(TestId.messageItem);
  expect(screen.queryByTestId(TestId.messageAuthorProfile)).toBeNull();
});
