import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { ToastMs } from '@clinicall/shared/constants';
import { TestId } from '@clinicall/shared/test-ids';
import { showOverlays } from './overlay-host';

type Tone = 'success' | 'info' | 'error' | 'warning';

const look = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden /> },
} as const;

function show(
  tone: Tone,
  message: string,
  autoClose: number,
  withCloseButton: boolean,
  testId?: string,
): void {
  // The store keeps the toast until the host mounts and shows it.
  notifications.show({
    message,
    autoClose,
    withCloseButton,
    ...look[tone],
    ...(testId !== undefined && { 'data-testid': testId }),
  });
  void showOverlays();
}

/**
 * H1: every toast lasts 3 s, except a closable warning and attachment errors, which last 9 s.
 * Attachment errors (uploading, refusing or downloading a patient's, a message's or an
 * encounter's files) are always this toast; the New Message form's 35MB and 100MB refusals stay
 * codes 4 and 5 of its message error dialog, as the spec numbers them (E11, E12).
 */
export const toast = {
  success: (message: string) => show('success', message, ToastMs.normal, false),
  info: (message: string) => show('info', message, ToastMs.normal, false),
  error: (message: string) => show('error', message, ToastMs.normal, false),
  warning: (message: string, options: { closable?: boolean } = {}) =>
    options.closable === true
      ? show('warning', message, ToastMs.long, true)
      : show('warning', message, ToastMs.normal, false),
  attachmentError: (message: string) =>
    show('error', message, ToastMs.long, true, TestId.attachmentError),
};
