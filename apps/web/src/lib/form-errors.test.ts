import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors, serverMessage, setServerFieldErrors } from './form-errors';

describe('server errors on a form', () => {
  const refusal = new ApiError(400, 'Validation failed', { email: 'Email is taken', role: 'Not yours' });

  it('keeps only the per-field errors of fields the form has', () => {
    expect(serverFieldErrors(refusal, ['name', 'email'])).toEqual({ email: 'Email is taken' });
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });

  it('sets each on its react-hook-form field and says whether any landed', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors(refusal, setError, ['name', 'email'])).toBe(true);
    expect(setError.mock.calls).toEqual([['email', { message: 'Email is taken' }]]);
    expect(setServerFieldErrors(refusal, vi.fn(), ['name'])).toBe(false);
  });

  it("gives the API error's words for the banner, nothing for other errors", () => {
    expect(serverMessage(refusal)).toBe('Validation failed');
    expect(serverMessage(new Error('internal detail'))).toBeUndefined();
  });
});
