import { Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePaymentsMode } from '../hooks/api/public-config';
import classes from './SandboxBanner.module.css';

export const sandboxBannerHeight = 32;

/** On a sandbox installation (PAYMENTS_MODE=sandbox), every screen says payments are simulated. */
export function SandboxBanner() {
  const { t } = useTranslation();
  const paymentsMode = usePaymentsMode();
  if (paymentsMode !== 'sandbox') return null;
  return (
    <div className={classes.banner} role="note" data-testid="sandbox-banner">
      <Group gap={6} wrap="nowrap" miw={0} justify="center">
        <IconFlask size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500} truncate visibleFrom="sm">
          {t('shell:sandbox_banner.full')}
        </Text>
        <Text size="sm" fw={500} truncate hiddenFrom="sm">
          {t('shell:sandbox_banner.short')}
        </Text>
      </Group>
    </div>
  );
}

/** Whether the banner shows, for layouts that reserve its height. */
export const useSandboxBannerShown = () => usePaymentsMode() === 'sandbox';
