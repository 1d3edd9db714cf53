import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateUserSchema, type UpdateUserInput } from '@verba/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/forms/FormSection';
import { PendingEmailNotice } from '../../components/PendingEmailNotice';
import { applyMask, phoneMask } from '../../components/forms/masks';
import { PhoneInput } from '../../components/forms/PhoneInput';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useUpdateUser } from '../../hooks/api/users';
import type { CurrentUser } from '../../session/current-user';
import { feedback } from '../../shell/feedback-store';

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

const valuesOf = (user: CurrentUser): ProfileValues => ({
  name: user.name,
  email: user.email,
  phone: applyMask(user.phone, phoneMask),
});

/** Name, e-mail and phone of the signed-in user. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<ProfileValues, unknown, UpdateUserInput>({
    resolver: zodResolver<ProfileValues, typeof updateUserSchema>(updateUserSchema),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async ({ name, email, phone }) => {
    try {
      const saved = await update.mutateAsync({ id: user.id, input: { name, email, phone: phone ?? '' } });
      // A new e-mail only takes effect from its link: the field shows the e-mail in effect.
      form.reset({ name, email: saved.email, phone: form.getValues('phone') });
      feedback.notify(
        'success',
        email === user.email
          ? t('settings:profile.saved')
          : t('users:pending_email.requested', { email: saved.pending_email ?? email }),
      );
    } catch (error) {
      const rest = placeSubmitError(error, form.setError, ['name', 'email', 'phone'], {
        EMAIL_TAKEN: 'email',
      });
      if (rest.length) feedback.setErrors(rest);
    }
  });

  return (
    <FormSection title={t('settings:profile.title')} description={t('settings:profile.description')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('settings:profile.name')}
            autoComplete="name"
            required
            {...form.register('name')}
            error={errors.name?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settings:profile.email')}
              type="email"
              autoComplete="email"
              required
              {...form.register('email')}
              error={errors.email?.message}
            />
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  label={t('settings:profile.phone')}
                  placeholder={t('settings:profile.phone_placeholder')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.phone?.message}
                />
              )}
            />
          </SimpleGrid>
          {user.pending_email && <PendingEmailNotice userId={user.id} pendingEmail={user.pending_email} />}
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!isDirty}>
              {t('settings:profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
