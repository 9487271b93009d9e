import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startIdleTimer } from './idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('A31 the user is signed out after sessionDuration without activity', () => {
  const onIdle = vi.fn();
  const stop = startIdleTimer({ timeoutMs: 60_000, onIdle });
  vi.advanceTimersByTime(59_999);
  expect(onIdle).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onIdle).toHaveBeenCalledOnce();
  stop();
});

test.each(['mousemove', 'click', 'keydown'])('A32 a %s restarts the idle period', (type) => {
  const onIdle = vi.fn();
  const stop = startIdleTimer({ timeoutMs: 60_000, onIdle });
  vi.advanceTimersByTime(50_000);
  window.dispatchEvent(new Event(type));
  vi.advanceTimersByTime(50_000);
  expect(onIdle).not.toHaveBeenCalled();
  vi.advanceTimersByTime(10_000);
  expect(onIdle).toHaveBeenCalledOnce();
  stop();
});

test('A31 a stopped timer never fires and stops listening', () => {
  const onIdle = vi.fn();
  const stop = startIdleTimer({ timeoutMs: 1_000, onIdle });
  stop();
  vi.advanceTimersByTime(5_000);
  expect(onIdle).not.toHaveBeenCalled();
  expect(vi.getTimerCount()).toBe(0);
});
