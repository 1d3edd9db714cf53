import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { FeedbackArea } from './FeedbackArea';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SandboxBanner } from './SandboxBanner';
import classes from './PublicLayout.module.css';

/**
 * Frame of the public screens: the logo back home, the language switcher, the global alerts. A
 * screen that is public and also part of the app (/audiences) passes itself as children, `wide`.
 */
export function PublicLayout({ children, wide = false }: { children?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <SandboxBanner />
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('shell:go_home')}>
              <Logo />
            </Anchor>
            <LanguageSwitcher />
          </Group>
        </Container>
      </header>
      <Box component="main" className={classes.main}>
        <Container size={wide ? 'xl' : 'md'} px="md">
          <FeedbackArea />
          {children ?? <Outlet />}
        </Container>
      </Box>
      <PublicFooter />
    </div>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('shell:footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Anchor component={Link} to="/terms" size="sm" c="dimmed">
            {t('shell:footer.terms')}
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
