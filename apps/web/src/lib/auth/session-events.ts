import { clearAuthStorage } from './auth-storage';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The router subscribes here so code outside React (the API client) can send the user to login. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Drops every stored credential and tells the app to show the login page (A27). */
export function endSession(): void {
  clearAuthStorage();
  for (const listener of listeners) listener();
}
