import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { RoomPassTiming } from '@clinicall/shared/room-access/room-pass';
import { server } from '../../../test/mock-api';
import { useFreshPass } from './use-fresh-pass';

/** An expiry whose refresh falls due at once. */
const dueNow = () => new Date(Date.now() + RoomPassTiming.refreshBeforeMs + 20).toISOString();

test('issue 19 path 8: the room keeps a fresh pass: each one is asked for with the last, shown in the address, handed to the call', async () => {
  const asked: string[] = [];
  server.use(
    http.post('/api/rooms/pass/refresh', async ({ request }) => {
      const { pass } = (await request.json()) as { pass: string };
      asked.push(pass);
      return HttpResponse.json({ pass: `fresh-${asked.length}`, expiresAt: dueNow() });
    }),
  );
  window.history.replaceState(null, '', '/room/first?relay');
  const handed: string[] = [];
  const { result, unmount } = renderHook(() =>
    useFreshPass('first', dueNow(), (pass) => handed.push(pass)),
  );
  await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
  unmount();
  expect(asked.slice(0, 2)).toEqual(['first', 'fresh-1']);
  expect(handed.slice(0, 2)).toEqual(['fresh-1', 'fresh-2']);
  expect(result.current.current).toBe(handed.at(-1));
  expect(window.location.pathname).toBe(`/room/${handed.at(-1)}`);
  expect(window.location.search).toBe('?relay');
});

test('issue 19 path 8: a refused refresh (the visit or session is over) is not tried again', async () => {
  let calls = 0;
  server.use(
    http.post('/api/rooms/pass/refresh', () => {
      calls += 1;
      return HttpResponse.json(
        { code: 'ROOM_PASS_INVALID', errorMessage: 'No longer valid.' },
        { status: 403 },
      );
    }),
  );
  const handed: string[] = [];
  const { unmount } = renderHook(() => useFreshPass('old', dueNow(), (pass) => handed.push(pass)));
  await waitFor(() => expect(calls).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 200));
  unmount();
  expect(calls).toBe(1);
  expect(handed).toEqual([]);
});
