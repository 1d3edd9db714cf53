import { Anchor, Stepper, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resendConfirmationCode, restartRegistration, verifyEmail } from '../../session/session-actions';
import { useSession } from '../../session/session-store';
import { AuthCard } from '../auth/AuthCard';
import { CodeForm } from '../auth/CodeForm';
import { RegisterForm } from './RegisterForm';

/** `/register` (spec §2): the sign-up form, then the 6-digit code e-mailed to confirm the address. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { registrationStep, email } = useSession();
  const onCodeStep = registrationStep === 'code' && email !== '';

  return (
    <AuthCard width={onCodeStep ? 560 : 720} title={onCodeStep ? t('auth:verify.title') : t('auth:register.title')} subtitle={onCodeStep ? undefined : t('auth:register.subtitle')}>
      <Stepper active={onCodeStep ? 1 : 0} size="sm" mb="xl" allowNextStepsSelect={false}>
        <Stepper.Step label={t('auth:register.step_details')} />
        <Stepper.Step label={t('auth:register.step_confirm')} />
      </Stepper>
      {onCodeStep ? (
        <>
          <CodeForm
            email={email}
            submitLabel={t('auth:verify.submit')}
            onSubmit={async (code) => {
              await verifyEmail(email, code);
              await navigate({ to: '/', replace: true });
            }}
            onResend={() => resendConfirmationCode(email)}
          />
          <Text size="sm" ta="center" mt="md">
            <Anchor component="button" type="button" onClick={restartRegistration}>
              {t('auth:verify.change_email')}
            </Anchor>
          </Text>
        </>
      ) : (
        <RegisterForm />
      )}
    </AuthCard>
  );
}
