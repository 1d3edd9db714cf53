import { Suspense, type ReactNode } from 'react';
import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { PageLoader } from '../components/SquaresLoader';
import { useHrefLink } from '../components/use-href-link';
import { useCurrentUser } from '../session/current-user';
import { useSession } from '../session/session-store';
import { FeedbackArea } from './FeedbackArea';
import { ImpersonationBanner } from './ImpersonationBanner';
import { SandboxBanner, sandboxBannerHeight, useSandboxBannerShown } from './SandboxBanner';
import { LanguageSwitcher } from './LanguageSwitcher';
import { activeNavHref, mainNavigation } from './navigation';
import { UserMenu } from './UserMenu';
import { AssistantButton } from '../assistant/AssistantButton';
import { NotificationBell } from './NotificationBell';
import classes from './AppLayout.module.css';

const barHeight = 60;
const bannerHeight = 44;

/** The shell of signed-in screens: header, navigation, global alerts and the screen itself. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { impersonating } = useSession();
  const sandbox = useSandboxBannerShown();
  const [opened, { toggle, close }] = useDisclosure(false);
  const link = useHrefLink();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const activeHref = activeNavHref(mainNavigation, pathname);

  return (
    <AppShell
      header={{
        height: barHeight + (impersonating ? bannerHeight : 0) + (sandbox ? sandboxBannerHeight : 0),
      }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <SandboxBanner />
        {impersonating && <ImpersonationBanner />}
        <Group h={barHeight} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell:nav.toggle')}
            />
            <Logo />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <AssistantButton />
            <LanguageSwitcher />
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('shell:nav.main')}>
        <AppShell.Section grow component={ScrollArea}>
          {mainNavigation
            .filter((item) => !item.visible || item.visible(user.role))
            .map(({ href, label, icon: Icon }) => {
              const props = link(href);
              const active = href === activeHref;
              return (
                <NavLink
                  key={href}
                  component="a"
                  href={props.href}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    props.onClick(event);
                    close();
                  }}
                  label={t(label)}
                  leftSection={<Icon size={18} aria-hidden />}
                  className={classes.navLink}
                />
              );
            })}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <FeedbackArea />
          <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
