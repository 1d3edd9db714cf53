import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { LoginInput } from '@verba/domain/schemas/auth';

export interface LoginValues {
  email: string;
  password: string;
}

type Field = keyof LoginValues;
const fields: readonly Field[] = ['email', 'password'];

let validation: Promise<typeof import('./login-validation')> | undefined;
const loadValidation = () =>
  (validation ??= import('./login-validation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  }));

/**
 * The sign-in form's state without react-hook-form: that library is one module holding everything
 * the app's other forms use, and it would weigh on the login page's first load. Behaves as those
 * forms do (react-hook-form's defaults): validates with the shared zod schema on submit and, after
 * the first submit, on every change; focuses the first invalid field; is submitting while the
 * schema checks and the request runs; takes the server's field errors through the same `setError`
 * (forms/server-errors.ts). The schema, and zod with it, loads when the user starts on the form.
 */
export function useLoginForm(
  onValid: (input: LoginInput, setError: UseFormSetError<LoginValues>) => Promise<void>,
) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const checks = useRef(0);

  const setError: UseFormSetError<LoginValues> = (name, error, options) => {
    if (name !== 'email' && name !== 'password') return;
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) inputs.current[name]?.focus();
  };

  async function check(next: LoginValues) {
    const id = ++checks.current;
    const result = await (await loadValidation()).checkLogin(next);
    if (id === checks.current) {
      setErrors(result.success ? {} : Object.fromEntries(fields.map((f) => [f, result.errors[f]?.message])));
    }
    return result;
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted) void check(next).catch(() => undefined);
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await check(values);
      if (!result.success) {
        const first = fields.find((f) => result.errors[f]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      await onValid(result.data, setError);
    } finally {
      setSubmitting(false);
    }
  }

  return { field, onSubmit, isSubmitting, preload: () => void loadValidation().catch(() => undefined) };
}
