import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authenticateTwoFactor, resendTwoFactorCode } from '../../session/session-actions';
import { useSession } from '../../session/session-store';
import { AuthCard } from './AuthCard';
import { CodeForm } from './CodeForm';

/**
 * `/two-factor-authentication`: the code e-mailed at sign-in; reached only from the login form,
 * whose password step left the challenge id in the session (it survives a reload of the tab).
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email, twoFactorChallenge } = useSession();
  if (!email || !twoFactorChallenge) return <Navigate to="/" replace />;

  return (
    <AuthCard title={t('auth:two_factor.title')} subtitle={t('auth:two_factor.subtitle')}>
      <CodeForm
        email={email}
        submitLabel={t('auth:two_factor.submit')}
        onSubmit={async (code) => {
          await authenticateTwoFactor(email, twoFactorChallenge, code);
          await navigate({ to: '/', replace: true });
        }}
        onResend={() => resendTwoFactorCode(email, twoFactorChallenge)}
      />
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to="/">
          {t('auth:back_to_login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
