import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, limits, type ChangePasswordInput } from '@verba/domain';
import { api } from '../../api/client';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { feedback } from '../../shell/feedback-store';

type Values = ChangePasswordInput;
const fields: FieldPath<Values>[] = ['current_password', 'password', 'password_confirmation'];
const empty: Values = { current_password: '', password: '', password_confirmation: '' };

/** Settings → Security: a new password, proved by the current one; the other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangePasswordInput>({
    resolver: zodResolver<Values, typeof changePasswordSchema>(changePasswordSchema),
    defaultValues: empty,
  });

  const submit = handleSubmit(async (input) => {
    try {
      await api.put('users/me/password', input, { silent: true });
      reset(empty);
      feedback.notify('success', t('settings:password.done'));
    } catch (error) {
      showSubmitError(error, setError, fields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings:password.title')}>
      <Stack gap="sm" maw={420}>
        <div>
          <Text fw={600}>{t('settings:password.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('settings:password.description')}
          </Text>
        </div>
        <PasswordInput
          label={t('settings:password.current')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
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
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('settings:password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
