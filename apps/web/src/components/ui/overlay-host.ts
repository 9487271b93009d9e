import { useSyncExternalStore } from 'react';

/**
 * The toast and dialog hosts (Mantine's ModalsProvider and Notifications) mount only when
 * something first asks for them, so their code stays out of the first screen's download.
 */
let wanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

/** Mounts the hosts if needed; resolves once they listen, so an opened dialog is not lost. */
export function showOverlays(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by the hosts once they have mounted. */
export function overlaysMounted(): void {
  markMounted();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the hosts have been asked for. */
export function useOverlaysWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}
