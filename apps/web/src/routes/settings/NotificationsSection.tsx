import { Divider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/forms/FormSection';
import { useTogglePreference, type UserPreference } from '../../hooks/api/users';
import type { CurrentUser } from '../../session/current-user';
import { feedback } from '../../shell/feedback-store';

/** Where the user gets notices: e-mail and WhatsApp (spec §3 flags). */
export function NotificationsSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toggle = useTogglePreference();
  const pending = (preference: UserPreference) =>
    toggle.isPending && toggle.variables.preference === preference;

  async function flip(preference: 'emails-enabled' | 'whatsapp-enabled') {
    const updated = await toggle.mutateAsync({ id: user.id, preference });
    const message =
      preference === 'emails-enabled'
        ? updated.emails_enabled
          ? t('settings:notifications.emails_on')
          : t('settings:notifications.emails_off')
        : updated.whatsapp_enabled
          ? t('settings:notifications.whatsapp_on')
          : t('settings:notifications.whatsapp_off');
    feedback.notify('success', message);
  }

  const hasPhone = Boolean(user.phone?.trim());
  return (
    <FormSection
      title={t('settings:notifications.title')}
      description={t('settings:notifications.description')}
    >
      <Stack gap="md">
        <Switch
          size="md"
          checked={user.emails_enabled}
          disabled={pending('emails-enabled')}
          onChange={() => void flip('emails-enabled').catch(() => undefined)}
          label={t('settings:notifications.emails')}
          description={t('settings:notifications.emails_description', { email: user.email })}
          styles={{ label: { fontWeight: 600 } }}
        />
        <Divider />
        <Switch
          size="md"
          checked={user.whatsapp_enabled}
          disabled={pending('whatsapp-enabled') || (!hasPhone && !user.whatsapp_enabled)}
          onChange={() => void flip('whatsapp-enabled').catch(() => undefined)}
          label={t('settings:notifications.whatsapp')}
          description={
            hasPhone
              ? t('settings:notifications.whatsapp_description', { phone: user.phone })
              : t('settings:notifications.whatsapp_no_phone')
          }
          styles={{ label: { fontWeight: 600 } }}
        />
        <Text size="xs" c="dimmed">
          {t('settings:notifications.essential_notice')}
        </Text>
      </Stack>
    </FormSection>
  );
}
