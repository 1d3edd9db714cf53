import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema, type z } from '@verba/domain';
import { api } from '../../api/client';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { AuthCard } from './AuthCard';

interface Values {
  email: string;
}

/** `/forgot-password`: e-mails a reset link. The answer never says whether the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver<Values, typeof emailOnlySchema>(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await api.post('password/email', { email }, { silent: true });
      setSentTo(email);
    } catch (error) {
      showSubmitError(error, setError, ['email']);
    }
  });

  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={sentTo ? undefined : t('auth:forgot.subtitle')}>
      {sentTo ? (
        <Alert color="verba" variant="light" icon={<IconMail size={20} aria-hidden />} title={t('auth:forgot.sent_title')} role="status">
          {t('auth:forgot.sent_text', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput label={t('auth:fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              {t('auth:forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to="/">
          {t('auth:back_to_login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
