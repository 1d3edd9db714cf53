import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { PasswordForm } from './PasswordForm';

const route = getRouteApi('/public/password/reset/$token');

/** `/password/reset/{token}?email=`: the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = route.useParams();
  const { email } = route.useSearch();
  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      <PasswordForm endpoint="password/reset" token={token} email={email} submitLabel={t('auth:reset.submit')} successMessage={t('auth:reset.done')} />
    </AuthCard>
  );
}
