import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limits, passwordResetSchema, type PasswordResetInput } from '@verba/domain';
import { api } from '../../api/client';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { createPasswordAndSignIn } from '../../session/session-actions';
import { feedback } from '../../shell/feedback-store';

type Values = PasswordResetInput;
const fields: FieldPath<Values>[] = ['email', 'password', 'password_confirmation', 'token'];

/**
 * A new password for the account of a link (reset or invitation). After a reset the user signs in
 * on the landing page with it; after an invitation's first password they are signed in already
 * (unless they use 2FA) and land on the home.
 */
export function PasswordForm({
  endpoint,
  token,
  email,
  submitLabel,
  successMessage,
  signedInMessage,
}: {
  endpoint: 'password/reset' | 'password/create';
  token: string;
  email?: string;
  submitLabel: string;
  successMessage: string;
  /** Shown instead when the answer signed the user in (the invitation's first password). */
  signedInMessage?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, PasswordResetInput>({
    resolver: zodResolver<Values, typeof passwordResetSchema>(passwordResetSchema),
    defaultValues: { token, email: email ?? '', password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      let signedIn = false;
      if (endpoint === 'password/create') signedIn = await createPasswordAndSignIn(input);
      else await api.post(endpoint, input, { silent: true });
      feedback.notify('success', signedIn && signedInMessage ? signedInMessage : successMessage, {
        forNextPage: true,
      });
      await navigate({ to: '/', replace: true });
    } catch (error) {
      showSubmitError(error, setError, fields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          readOnly={Boolean(email)}
          error={errors.email?.message ?? errors.token?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth:fields.new_password')}
          autoComplete="new-password"
          description={t('auth:fields.password_hint', { min: limits.passwordMin })}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('auth:fields.password_confirmation')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
