import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { ToastMs } from '@clinicall/shared/constants';
import { showOverlays } from './overlay-host';

type Tone = 'success' | 'info' | 'error' | 'warning';

const look = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden /> },
} as const;

function show(tone: Tone, message: string, autoClose: number, withCloseButton: boolean): void {
  // The store keeps the toast until the host mounts and shows it.
  notifications.show({ message, autoClose, withCloseButton, ...look[tone] });
  void showOverlays();
}

/** H1: every toast lasts 3 s, except a closable warning and attachment errors, which last 9 s. */
export const toast = {
  success: (message: string) => show('success', message, ToastMs.normal, false),
  info: (message: string) => show('info', message, ToastMs.normal, false),
  error: (message: string) => show('error', message, ToastMs.normal, false),
  warning: (message: string, options: { closable?: boolean } = {}) =>
    options.closable === true
      ? show('warning', message, ToastMs.long, true)
      : show('warning', message, ToastMs.normal, false),
  attachmentError: (message: string) => show('error', message, ToastMs.long, true),
};
