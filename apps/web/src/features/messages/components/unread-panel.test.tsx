import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi } from '../../../test/mock-api';
import { patientPerson } from '../../../test/messaging';
import { makeAccount, renderRoutes } from '../../../test/render';
import { UnreadPanel } from './unread-panel';

test('E26 the panel shows the unread count and each topic’s latest message in 25 characters, as text', async () => {
  mockApi.get('/recentUnreadTopics', () => ({
    count: 3,
    topics: [
      {
        topicId: 5,
        subject: 'Rash',
        lastMessageBody: '<b>It itches</b> since Monday morning, and now it spreads',
        lastMessageDate: '2020-01-02T10:00:00.000Z',
        author: patientPerson,
      },
    ],
  }));
  renderRoutes({
    at: '/',
    account: makeAccount([Role.provider], { timeZone: 'UTC' }),
    routes: [{ path: '/', element: <UnreadPanel /> }],
  });
  expect((await screen.findByTestId(TestId.unreadCount)).textContent).toBe('3');
  const topic = await screen.findByTestId(TestId.unreadTopic);
  expect(topic.textContent).toContain('<b>It itches</b> since Mo…');
  expect(topic.querySelector('b')).toBeNull();
  expect(topic.textContent).toContain('Jan 2, 2020');
  expect(topic.getAttribute('href')).toBe('/messages/5');
});

test('E26 with nothing unread the panel says so', async () => {
  mockApi.get('/recentUnreadTopics', () => ({ count: 0, topics: [] }));
  renderRoutes({
    at: '/',
    account: makeAccount([Role.patient]),
    routes: [{ path: '/', element: <UnreadPanel /> }],
  });
  expect(await screen.findByText('You have no unread messages.')).toBeTruthy();
});
