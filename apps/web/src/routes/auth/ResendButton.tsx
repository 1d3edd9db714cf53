import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../forms/server-errors';
import { feedback } from '../../shell/feedback-store';

const cooldownSeconds = 60;

/** Asks for a new code, then waits a minute before allowing another request. */
export function ResendButton({ onResend, startCoolingDown = true }: { onResend: () => Promise<unknown>; startCoolingDown?: boolean }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(startCoolingDown ? cooldownSeconds : 0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function resend() {
    setSending(true);
    try {
      await onResend();
      feedback.notify('success', t('auth:code.resent'));
      setWait(cooldownSeconds);
    } catch (error) {
      showSubmitError(error, () => undefined, []);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="subtle" size="compact-sm" onClick={() => void resend()} loading={sending} disabled={wait > 0}>
      {wait > 0 ? t('auth:code.resend_in', { seconds: wait }) : t('auth:code.resend')}
    </Button>
  );
}
