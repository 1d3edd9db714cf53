import { Badge, Divider, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/forms/FormSection';
import { useTogglePreference } from '../../hooks/api/users';
import type { CurrentUser } from '../../session/current-user';
import { feedback } from '../../shell/feedback-store';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The two-factor toggle (an e-mailed 6-digit code at every sign-in) and the password change. */
export function SecuritySection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toggle = useTogglePreference();

  async function flip() {
    const updated = await toggle.mutateAsync({ id: user.id, preference: 'two-factor-authentication' });
    feedback.notify(
      'success',
      updated.use_2fa ? t('settings:security.two_factor_on') : t('settings:security.two_factor_off'),
    );
  }

  return (
    <FormSection
      title={t('settings:security.title')}
      aside={
        !user.use_2fa && (
          <Badge variant="light" color="yellow" w="fit-content">
            {t('settings:security.recommended')}
          </Badge>
        )
      }
    >
      <Switch
        size="md"
        checked={user.use_2fa}
        disabled={toggle.isPending}
        onChange={() => void flip().catch(() => undefined)}
        label={t('settings:security.two_factor')}
        description={t('settings:security.two_factor_description', { email: user.email })}
        styles={{ label: { fontWeight: 600 } }}
      />
      <Divider my="lg" />
      <ChangePasswordForm />
    </FormSection>
  );
}
