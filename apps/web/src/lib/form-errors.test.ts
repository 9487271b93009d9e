import { describe, expect, test, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyFieldErrors } from './form-errors';

describe('applyFieldErrors', () => {
  test("puts each of the server's field errors on its form field", () => {
    const form = { setErrors: vi.fn() };
    const error = new ApiError(400, {
      code: 'VALIDATION',
      errorMessage: 'Invalid email',
      fields: [
        { field: 'email', message: 'Invalid email address' },
        { field: 'password', message: 'Required' },
      ],
    });
    expect(applyFieldErrors(form, error)).toBe(true);
    expect(form.setErrors).toHaveBeenCalledWith({
      email: 'Invalid email address',
      password: 'Required',
    });
  });

  test('leaves the form alone for errors that name no field', () => {
    const form = { setErrors: vi.fn() };
    const error = new ApiError(401, { code: 'BAD_CREDENTIALS', errorMessage: 'Incorrect' });
    expect(applyFieldErrors(form, error)).toBe(false);
    expect(applyFieldErrors(form, new Error('boom'))).toBe(false);
    expect(form.setErrors).not.toHaveBeenCalled();
  });
});
