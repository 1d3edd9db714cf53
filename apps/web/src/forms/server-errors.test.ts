import { describe, expect, it, vi, beforeEach } from 'vitest';
import { ApiError } from '../api/client';
import { feedback } from '../shell/feedback-store';
import { showSubmitError } from './server-errors';

interface Values {
  email: string;
  password: string;
}

beforeEach(() => feedback.clearErrors());

describe('showSubmitError', () => {
  it('puts 422 messages under their fields and the rest in the global list', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'VALIDATION', { email: ['E-mail já cadastrado.'], company: ['Empresa inválida.'] });
    showSubmitError<Values>(error, setError, ['email', 'password']);
    expect(setError).toHaveBeenCalledExactlyOnceWith('email', { type: 'server', message: 'E-mail já cadastrado.' }, { shouldFocus: true });
    expect(feedback.snapshot().errors).toEqual(['Empresa inválida.']);
  });

  it('shows a list of messages (no fields) in the global list', () => {
    const setError = vi.fn();
    showSubmitError<Values>(new ApiError(429, 'TOO_MANY_REQUESTS', ['Muitas tentativas.']), setError, ['email']);
    expect(setError).not.toHaveBeenCalled();
    expect(feedback.snapshot().errors).toEqual(['Muitas tentativas.']);
  });

  it('shows the generic message for a network failure', () => {
    showSubmitError<Values>(new TypeError('Failed to fetch'), vi.fn(), ['email']);
    expect(feedback.snapshot().errors).toHaveLength(1);
  });
});
