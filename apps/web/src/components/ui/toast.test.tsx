import { notifications } from '@mantine/notifications';
import { afterEach, expect, test, vi } from 'vitest';
import { toast } from './toast';

afterEach(() => {
  vi.restoreAllMocks();
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
