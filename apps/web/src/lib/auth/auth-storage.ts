import type { AuthToken } from '@clinicall/shared/identity';
import { clearDrafts } from '../drafts';

/** Every key this app writes; localStorage is shared by tabs so a new tab stays signed in. */
export const StorageKey = {
  token: 'clinicall.authToken',
  otp: 'clinicall.otp',
  assistantToken: 'clinicall.assistantToken',
  loginOutcome: 'clinicall.loginOutcome',
  /** sessionStorage: survives the SSO round trip of this tab only. */
  returnTo: 'clinicall.returnTo',
} as const;

type LoginOutcome = 'token' | 'passcode' | 'firstTimeLogin';

/**
 * The shape of `AuthTokenSchema`, checked by hand: this module runs on the login screen, which
 * ships without zod (auth-storage.test.ts holds the two to the same answers).
 */
export function isAuthToken(value: unknown): value is AuthToken {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expires } = value as Record<string, unknown>;
  return typeof token === 'string' && Number.isSafeInteger(expires);
}

function readToken(key: string): AuthToken | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isAuthToken(parsed)) return parsed;
  } catch {
    // Unreadable JSON falls through to removal, like a value of the wrong shape.
  }
  localStorage.removeItem(key);
  return null;
}

export function isUnexpired(token: AuthToken | null, now = Date.now()): token is AuthToken {
  return token !== null && token.expires > now;
}

/** A25: only an unexpired token counts; an expired one is treated as absent. */
export function getValidToken(now = Date.now()): AuthToken | null {
  const token = readToken(StorageKey.token);
  return isUnexpired(token, now) ? token : null;
}

export function setToken(token: AuthToken): void {
  localStorage.setItem(StorageKey.token, JSON.stringify(token));
}

export function getAssistantToken(): AuthToken | null {
  return readToken(StorageKey.assistantToken);
}

export function setAssistantToken(token: AuthToken): void {
  localStorage.setItem(StorageKey.assistantToken, JSON.stringify(token));
}

export function clearAssistantToken(): void {
  localStorage.removeItem(StorageKey.assistantToken);
}

export function getOtp(): string | null {
  return localStorage.getItem(StorageKey.otp);
}

export function setOtp(otp: string): void {
  localStorage.setItem(StorageKey.otp, otp);
}

/** A9: one key holds the latest outcome, so setting one clears the others. */
export function setLoginOutcome(outcome: LoginOutcome): void {
  localStorage.setItem(StorageKey.loginOutcome, outcome);
}

/**
 * A new sign-in starts clean of credentials. Drafts stay: the signed-in shell keeps only the new
 * user's (lib/drafts `keepOnlyDraftsOf`), so a draft survives its own user's expired token.
 */
export function clearCredentials(): void {
  for (const key of [
    StorageKey.token,
    StorageKey.otp,
    StorageKey.assistantToken,
    StorageKey.loginOutcome,
  ]) {
    localStorage.removeItem(key);
  }
}

/**
 * Sign-out, whatever its cause (the user, idleness, a session the server refused): credentials and
 * every stored draft go, so the next person at a shared computer finds nothing (issue 19 path 9).
 */
export function clearAuthStorage(): void {
  clearCredentials();
  clearDrafts();
}

/** A16: the protected screen asked for before login. */
export function rememberTarget(path: string): void {
  sessionStorage.setItem(StorageKey.returnTo, path);
}

export function takeRememberedTarget(): string | null {
  const path = sessionStorage.getItem(StorageKey.returnTo);
  sessionStorage.removeItem(StorageKey.returnTo);
  return path;
}
