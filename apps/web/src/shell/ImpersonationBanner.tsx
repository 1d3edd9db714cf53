import { Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/current-user';
import { useSessionNavigation } from './session-navigation';
import classes from './AppLayout.module.css';

/** Always visible while impersonating, so nobody forgets whose account they are acting in. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const session = useSessionNavigation();
  return (
    <div className={classes.banner} role="status">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconUserShield size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500} truncate>
          {t('shell:impersonation.banner', { name: user.name, company: user.company.trade_name || user.company.legal_name })}
        </Text>
      </Group>
      <Button size="compact-sm" color="dark" variant="filled" onClick={() => void session.stopImpersonation()}>
        {t('shell:menu.stop_impersonating')}
      </Button>
    </div>
  );
}
