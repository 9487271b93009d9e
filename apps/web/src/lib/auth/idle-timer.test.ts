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

test('activity tells the server the user is present, at most once per fifth of the duration', () => {
  const onActive = vi.fn();
  const target = new EventTarget();
  const stop = startIdleTimer({ timeoutMs: 60_000, onIdle: vi.fn(), onActive, target });
  target.dispatchEvent(new Event('mousemove'));
  expect(onActive).not.toHaveBeenCalled();
  vi.advanceTimersByTime(12_000);
  target.dispatchEvent(new Event('mousemove'));
  target.dispatchEvent(new Event('scroll'));
  expect(onActive).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(12_000);
  target.dispatchEvent(new Event('keydown'));
  expect(onActive).toHaveBeenCalledTimes(2);
  stop();
});
