import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../forms/server-errors';
import { login } from '../../session/session-actions';
import { safeReturnPath } from '../search-params';
import { useLoginForm } from './use-login-form';

/** Sign-in: home (or the page that asked for it), the e-mail code of an unfinished sign-up, or the 2FA code. */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { field, onSubmit, isSubmitting, preload } = useLoginForm(async (input, setError) => {
    try {
      const outcome = await login(input);
      if (outcome === 'verify_email') await navigate({ to: '/register' });
      else if (outcome === 'two_factor') await navigate({ to: '/two-factor-authentication' });
      else await navigate({ href: safeReturnPath(redirectTo), replace: true });
    } catch (error) {
      showSubmitError(error, setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} onFocus={preload} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          placeholder={t('auth:fields.email_placeholder')}
          {...field('email')}
        />
        <PasswordInput
          label={t('auth:fields.password')}
          autoComplete="current-password"
          {...field('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth:login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
