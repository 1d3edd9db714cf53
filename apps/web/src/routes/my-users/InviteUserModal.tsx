import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { inviteUserSchema, roleIds, type InviteUserInput } from '@verba/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/forms/FormErrors';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useInviteUser } from '../../hooks/api/users';
import { feedback } from '../../shell/feedback-store';
import { modalStyles } from '../../components/modal-styles';
import { RoleSelect } from './RoleSelect';

interface InviteValues {
  name: string;
  email: string;
  role_id: string;
}

/** `POST users`: name, e-mail and role; the person gets an e-mail to create a password. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('users:invite_modal.title')}
      centered
      size="lg"
      styles={modalStyles}
    >
      {opened && <InviteUserForm onDone={onClose} />}
    </Modal>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const form = useForm<InviteValues, unknown, InviteUserInput>({
    resolver: zodResolver<InviteValues, typeof inviteUserSchema>(inviteUserSchema),
    defaultValues: { name: '', email: '', role_id: String(roleIds.user) },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [messages, setMessages] = useState<string[]>([]);

  const submit = form.handleSubmit(async (input) => {
    setMessages([]);
    try {
      await invite.mutateAsync(input);
      feedback.notify('success', t('users:invite_modal.sent', { email: input.email }));
      onDone();
    } catch (error) {
      setMessages(
        placeSubmitError(error, form.setError, ['name', 'email', 'role_id'], { EMAIL_TAKEN: 'email' }),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users:invite_modal.description')}
        </Text>
        <TextInput
          label={t('users:fields.name')}
          required
          data-autofocus
          autoComplete="off"
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={t('users:fields.email')}
          type="email"
          required
          autoComplete="off"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="role_id"
          render={({ field }) => (
            <RoleSelect
              label={t('users:fields.role')}
              required
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.role_id?.message}
            />
          )}
        />
        <FormErrors messages={messages} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('users:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('users:invite_modal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
