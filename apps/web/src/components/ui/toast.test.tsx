import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from './toast';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  notifications.clean();
});

test('H1 success, info, error and warning toasts last 3 s; closable warnings and attachment errors 9 s', () => {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  toast.success('a');
  toast.info('b');
  toast.error('c');
  toast.warning('d');
  toast.warning('e', { closable: true });
  toast.attachmentError('f');
  expect(
    show.mock.calls.map(([data]) => [data.message, data.autoClose, data.withCloseButton]),
  ).toEqual([
    ['a', 3000, false],
    ['b', 3000, false],
    ['c', 3000, false],
    ['d', 3000, false],
    ['e', 9000, true],
    ['f', 9000, true],
  ]);
});

/** Long enough for the toast's leaving transition, short of the next deadline. */
const LEAVING_MS = 500;
const shown = (text: string) => screen.queryByText(text) !== null;
/** Time passes in small steps, so the timers React schedules on each render run as they would. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

test('H1 on screen, a success toast is gone after 3 s; a closable warning and an attachment error stay until 9 s', () => {
  vi.useFakeTimers();
  render(
    <MantineProvider>
      <Notifications limit={10} />
    </MantineProvider>,
  );
  act(() => {
    toast.success('Template saved successfully');
    toast.warning('Check the date range', { closable: true });
    toast.attachmentError('Something went wrong');
  });
  expect(screen.getAllByTestId(TestId.attachmentError)).toHaveLength(1);
  wait(2900);
  expect(shown('Template saved successfully')).toBe(true);
  wait(100 + LEAVING_MS);
  expect(shown('Template saved successfully')).toBe(false);
  expect(shown('Check the date range')).toBe(true);
  expect(shown('Something went wrong')).toBe(true);
  wait(8900 - 3000 - LEAVING_MS);
  expect(shown('Something went wrong')).toBe(true);
  wait(100 + LEAVING_MS);
  expect(shown('Check the date range')).toBe(false);
  expect(shown('Something went wrong')).toBe(false);
});
