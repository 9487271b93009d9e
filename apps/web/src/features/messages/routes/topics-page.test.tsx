import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeTopic } from '../../../test/messaging';
import { makeAccount, renderRoutes } from '../../../test/render';
import { TopicsPage } from './topics-page';

const page = (content: ReturnType<typeof makeTopic>[], last = true) => ({
  content,
  last,
  totalElements: content.length,
});

function renderTopics(role: Role) {
  renderRoutes({
    at: '/messages',
    account: makeAccount([role]),
    routes: [{ path: '/messages', element: <TopicsPage /> }],
  });
}

test('E1 E2 a row shows the other subscribers, the subject, 50 characters of the latest message and an unread dot', async () => {
  mockApi.get('/topics', () =>
    page([
      makeTopic({ lastMessageBody: 'x'.repeat(60) }),
      makeTopic({ id: 6, subject: 'Read one', messageUnread: false }),
    ]),
  );
  renderTopics(Role.provider);
  const rows = await screen.findAllByTestId(TestId.topicRow);
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('Lab results');
  expect(rows[0]!.textContent).toContain('Sam Rivera');
  expect(rows[0]!.textContent).toContain(`${'x'.repeat(50)}…`);
  expect(screen.getAllByTestId(TestId.topicUnreadDot)).toHaveLength(1);
  expect(screen.getByTestId(TestId.newMessageButton)).toBeTruthy();
});

test('E1 patients get no New Message; I37 an empty list says "No messages found."', async () => {
  mockApi.get('/topics', () => page([]));
  renderTopics(Role.patient);
  expect((await screen.findByTestId(TestId.topicsEmpty)).textContent).toBe('No messages found.');
  expect(screen.queryByTestId(TestId.newMessageButton)).toBeNull();
});

test('E3 the search box asks /topics/search with the keyword', async () => {
  mockApi.get('/topics', () => page([makeTopic()]));
  mockApi.get('/topics/search', () => page([makeTopic({ subject: 'Allergy plan' })]));
  renderTopics(Role.patient);
  await screen.findByTestId(TestId.topicRow);
  await userEvent.type(screen.getByTestId(TestId.topicsSearch), 'allergy');
  await waitFor(() => expect(screen.getByText('Allergy plan')).toBeTruthy(), { timeout: 3000 });
  expect(new URL(sentRequests('/topics/search')[0]!.url).searchParams.get('keyword')).toBe(
    'allergy',
  );
});
