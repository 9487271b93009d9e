import { lazy, Suspense, useState } from 'react';

const Dialog = lazy(async () => ({
  default: (await import('./change-password-dialog')).ChangePasswordDialog,
}));

interface LazyChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The change-password dialog, whose code (and Mantine's modal) loads the first time it opens, so
 * the screens that offer it do not carry it in their first download.
 */
export function LazyChangePasswordDialog({ opened, onClose }: LazyChangePasswordDialogProps) {
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
