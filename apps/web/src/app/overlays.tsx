import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The hosts of toasts and imperative dialogs. They listen for window events rather than wrap the
 * app, so they load in their own chunk after the first screen.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
