/** F26–F28: US phone numbers are kept as 10 digits; anything else is stored blank. */
export function storedPhone(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : '';
}

/** F28: +1 (xxx) xxx-xxxx, or null when the value is not a full number (the muted placeholder shows). */
export function displayPhone(stored: string | null | undefined): string | null {
  const digits = storedPhone(stored);
  if (!digits) return null;
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const PHONE_PLACEHOLDER = '+1 (000) 000-0000';
/** F26: the masked input holds at most 14 characters: (xxx) xxx-xxxx. */
export const PHONE_MAX_CHARS = 14;

/** The typing mask of F26: "(555) 123-4567" from whatever digits were typed. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
