import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeSchema, z } from '@verba/domain';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { ResendButton } from './ResendButton';
import classes from './CodeForm.module.css';

const schema = z.object({ code: codeSchema });
interface Values {
  code: string;
}

/** The 6-digit code sent by e-mail (sign-up confirmation or second factor), with a resend link. */
export function CodeForm({
  email,
  submitLabel,
  onSubmit,
  onResend,
}: {
  email: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver<Values, typeof schema>(schema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      showSubmitError(error, setError, ['code']);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth:code.sent_to', { email })}</Text>
        <TextInput
          label={t('auth:code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          classNames={{ input: classes.code }}
          error={errors.code?.message}
          autoFocus
          {...register('code')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm" c="dimmed">
            {t('auth:code.not_received')}
          </Text>
          <ResendButton onResend={onResend} />
        </Group>
      </Stack>
    </form>
  );
}
