import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { PasswordForm } from './PasswordForm';

const route = getRouteApi('/public/password/create/$token');

/** `/password/create/{token}?email=`: the link of the invitation e-mail; the first password. */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  const { token } = route.useParams();
  const { email } = route.useSearch();
  return (
    <AuthCard title={t('auth:create.title')} subtitle={t('auth:create.subtitle')}>
      <PasswordForm
        endpoint="password/create"
        token={token}
        email={email}
        submitLabel={t('auth:create.submit')}
        successMessage={t('auth:create.done')}
        signedInMessage={t('auth:create.done_signed_in')}
      />
    </AuthCard>
  );
}
