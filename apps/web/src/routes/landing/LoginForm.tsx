import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginInput, loginSchema } from '@verba/domain/schemas/auth';
import { showSubmitError } from '../../forms/server-errors';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver';
import { login } from '../../session/session-actions';
import { safeReturnPath } from '../search-params';

interface Values {
  email: string;
  password: string;
}

// The schema (and zod with it) loads when the user starts filling the form, not with the page.
const loginValidation = lazyZodResolver<Values, typeof loginSchema>(() =>
  import('@verba/domain/schemas/auth').then((m) => m.loginSchema),
);

/** Sign-in: home (or the page that asked for it), the e-mail code of an unfinished sign-up, or the 2FA code. */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, LoginInput>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
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
    <form onSubmit={(event) => void onSubmit(event)} onFocus={loginValidation.preload} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          placeholder={t('auth:fields.email_placeholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth:fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
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
