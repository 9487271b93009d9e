/**
 * Router state is whatever the last page put there: check it before trusting it. Checked by hand
 * rather than with zod, because the login page reads it and ships without zod.
 */
const tones = ['success', 'error', 'info'] as const;

export interface LoginNotice {
  tone: (typeof tones)[number];
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLoginNotice(value: unknown): value is LoginNotice {
  return (
    isRecord(value) && tones.some((tone) => tone === value.tone) && typeof value.text === 'string'
  );
}

export function loginState(notice: LoginNotice): { notice: LoginNotice } {
  return { notice };
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (!isRecord(state) || !isLoginNotice(state.notice)) return null;
  return { tone: state.notice.tone, text: state.notice.text };
}

/** A8: the credentials reach /first-time-login in memory only, never in storage or the URL. */
interface FirstTimeState {
  email: string;
  password: string;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

export function readFirstTimeState(state: unknown): FirstTimeState | null {
  if (!isRecord(state) || !nonEmpty(state.email) || !nonEmpty(state.password)) return null;
  return { email: state.email, password: state.password };
}
