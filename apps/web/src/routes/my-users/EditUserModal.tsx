import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateUserSchema, type UpdateUserInput } from '@verba/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyMask, phoneMask } from '../../components/forms/masks';
import { PhoneInput } from '../../components/forms/PhoneInput';
import { FormErrors } from '../../components/forms/FormErrors';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useUpdateUser, type UserRow } from '../../hooks/api/users';
import { feedback } from '../../shell/feedback-store';
import { modalStyles } from '../../components/modal-styles';
import { PendingEmailNotice } from '../../components/PendingEmailNotice';
import { RoleSelect } from './RoleSelect';

interface EditValues {
  name: string;
  email: string;
  phone: string;
  role_id: string;
}

interface EditUserModalProps {
  user: UserRow | undefined;
  opened: boolean;
  /** Editing oneself: the role cannot change (the server refuses it too). */
  isSelf: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** `POST users/{id}` with `_method=PUT`: name, e-mail, phone and role. */
export function EditUserModal({ user, opened, isSelf, onClose, onExited }: EditUserModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title={t('users:edit_modal.title')}
      centered
      size="lg"
      styles={modalStyles}
    >
      {user && <EditUserForm key={user.id} user={user} isSelf={isSelf} onDone={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: UserRow; isSelf: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<EditValues, unknown, UpdateUserInput>({
    resolver: zodResolver<EditValues, typeof updateUserSchema>(updateUserSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: applyMask(user.phone, phoneMask),
      role_id: String(user.role_id),
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [messages, setMessages] = useState<string[]>([]);
  const [pendingEmail, setPendingEmail] = useState(user.pending_email);

  const submit = form.handleSubmit(async ({ name, email, phone, role_id }) => {
    setMessages([]);
    try {
      const input: UpdateUserInput = isSelf ? { name, email, phone } : { name, email, phone, role_id };
      const saved = await update.mutateAsync({ id: user.id, input });
      feedback.notify(
        'success',
        email === user.email
          ? t('users:edit_modal.saved')
          : t('users:pending_email.requested', { email: saved.pending_email ?? email }),
      );
      onDone();
    } catch (error) {
      setMessages(
        placeSubmitError(error, form.setError, ['name', 'email', 'phone', 'role_id'], {
          EMAIL_TAKEN: 'email',
          CANNOT_CHANGE_OWN_ROLE: 'role_id',
        }),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('users:fields.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('users:fields.email')}
            type="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                label={t('users:fields.phone')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.phone?.message}
              />
            )}
          />
        </SimpleGrid>
        {pendingEmail && (
          <PendingEmailNotice userId={user.id} pendingEmail={pendingEmail} onChanged={setPendingEmail} />
        )}
        <Controller
          control={form.control}
          name="role_id"
          render={({ field }) => (
            <RoleSelect
              label={t('users:fields.role')}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disabled={isSelf}
              description={isSelf ? t('users:edit_modal.own_role') : undefined}
              error={errors.role_id?.message}
            />
          )}
        />
        <FormErrors messages={messages} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('users:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('users:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
