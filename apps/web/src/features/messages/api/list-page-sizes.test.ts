import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { subscribersQuery } from './get-subscribers';
import { topicsQuery } from './get-topics';

const empty = { content: [], last: true, totalElements: 0 };
const sizeSent = (path: string) =>
  sentRequests(path).map((request) => new URL(request.url).searchParams.get('size'));

test('H5 the topic list and its search ask for 10 a page, the new-message users for 15', async () => {
  mockApi.get('/topics', () => empty);
  mockApi.get('/topics/search', () => empty);
  mockApi.get('/inMailSubscribers/filter', () => empty);
  const client = new QueryClient();
  await client.fetchInfiniteQuery(topicsQuery(''));
  await client.fetchInfiniteQuery(topicsQuery('flu'));
  await client.fetchInfiniteQuery(subscribersQuery('PATIENT', ''));
  expect(sizeSent('/topics')).toEqual(['10']);
  expect(sizeSent('/topics/search')).toEqual(['10']);
  expect(sizeSent('/inMailSubscribers/filter')).toEqual(['15']);
});
