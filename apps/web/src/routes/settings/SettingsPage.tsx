import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { useCurrentUser } from '../../session/current-user';
import { LanguageSection } from './LanguageSection';
import { NotificationsSection } from './NotificationsSection';
import { ProfileSection } from './ProfileSection';
import { SecuritySection } from './SecuritySection';

/** `/settings` (spec §2): my profile, two-factor, notification preferences and language. */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader title={t('settings:title')} subtitle={t('settings:subtitle')} />
      <ProfileSection key={user.id} user={user} />
      <SecuritySection user={user} />
      <NotificationsSection user={user} />
      <LanguageSection user={user} />
    </Stack>
  );
}
