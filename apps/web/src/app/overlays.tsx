import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { overlaysMounted } from '../components/ui/overlay-host';

/**
 * The hosts of toasts and imperative dialogs. They listen for window events rather than wrap the
 * app, so they load in their own chunk, the first time a toast or dialog is asked for.
 */
export function Overlays() {
  // Children's effects run first: by now both hosts listen.
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
