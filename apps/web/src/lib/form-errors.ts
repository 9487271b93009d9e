import { isApiError } from './api-error';

type FormWithErrors = { setErrors(errors: Record<string, string>): void };

/**
 * Puts the server's field errors (a 400 VALIDATION answer) on the form's fields. Returns true when
 * it did, so the caller shows a general message only for errors no field explains.
 */
export function applyFieldErrors(form: FormWithErrors, error: unknown): boolean {
  if (!isApiError(error) || !error.fields?.length) return false;
  form.setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
  return true;
}
