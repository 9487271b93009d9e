import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fakeMediaQueryList } from './media-query';
import { resetMockApi, server } from './mock-api';

// Screens render without a server: the signed-in area's realtime socket stays closed (the
// channel's parsing and hooks have tests of their own, the socket itself the server's).
vi.mock('../lib/realtime/realtime-socket', () => ({ openRealtimeSocket: () => () => undefined }));

// findBy… and waitFor end as soon as their condition holds; the 1 s default failed screens that
// render slower on a loaded 2-core CI machine (issue 21: the suite under load).
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => fakeMediaQueryList(query, false),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// Every request a test makes must be one it stubbed with mockApi.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The web project shares one DOM and module graph per worker (vitest.config.ts): what a test leaves
// in a module's state (queued toasts, fake timers) would reach the next file's tests.
afterEach(() => {
  resetMockApi();
  cleanup();
  cleanNotifications();
  cleanNotificationsQueue();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
