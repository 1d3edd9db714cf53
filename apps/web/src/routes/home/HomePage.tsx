import type { ComponentType } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuilding,
  IconSettings,
  IconShieldLock,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, type RoleSlug } from '@verba/domain/roles';
import { useHrefLink } from '../../components/use-href-link';
import { useCurrentUser } from '../../session/current-user';
import { roleLabel } from '../../shell/role-label';
import classes from './HomePage.module.css';

interface Shortcut {
  href: string;
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
  visible?: (role: RoleSlug) => boolean;
}

const shortcuts: Shortcut[] = [
  {
    href: '/settings',
    title: 'shell:home.shortcuts.settings.title',
    text: 'shell:home.shortcuts.settings.text',
    icon: IconSettings,
  },
  {
    href: '/my-users',
    title: 'shell:home.shortcuts.users.title',
    text: 'shell:home.shortcuts.users.text',
    icon: IconUsers,
    visible: can.manageUsers,
  },
  {
    href: '/company/edit',
    title: 'shell:home.shortcuts.company.title',
    text: 'shell:home.shortcuts.company.text',
    icon: IconBuilding,
    visible: can.editCompany,
  },
];

/** The signed-in home of this stage: who you are, in which company, and where to go next. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const link = useHrefLink();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const companyName = user.company.trade_name || user.company.legal_name;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz="h2">
          {t('shell:home.welcome', { name: firstName })}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">{companyName}</Text>
          <Badge variant="light">{t(roleLabel[user.role])}</Badge>
          <Badge variant="outline" color="gray">
            {user.company.kind === 'advertiser'
              ? t('shell:company_kind.advertiser')
              : t('shell:company_kind.agency')}
          </Badge>
        </Group>
      </Stack>

      <section aria-labelledby="home-shortcuts">
        <Title order={2} fz="h4" mb="sm" id="home-shortcuts">
          {t('shell:home.shortcuts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shortcuts
            .filter((s) => !s.visible || s.visible(user.role))
            .map(({ href, title, text, icon: Icon }) => {
              const { href: target, onClick } = link(href);
              return (
                <Card
                  key={href}
                  component="a"
                  href={target}
                  onClick={onClick}
                  withBorder
                  padding="lg"
                  className={classes.shortcut}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <ThemeIcon size={40} variant="light" radius="md">
                      <Icon size={22} aria-hidden />
                    </ThemeIcon>
                    <IconArrowRight size={18} className={classes.arrow} aria-hidden />
                  </Group>
                  <Text fw={600} mt="md">
                    {t(title)}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t(text)}
                  </Text>
                </Card>
              );
            })}
        </SimpleGrid>
      </section>

      <Card withBorder padding="lg" component="section" aria-labelledby="home-account">
        <Title order={2} fz="h4" mb="md" id="home-account">
          {t('shell:home.account.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('shell:home.account.email')}
            </Text>
            <Text>{user.email}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('shell:home.account.company')}
            </Text>
            <Text>{user.company.legal_name}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('shell:home.account.two_factor')}
            </Text>
            <Group gap={6}>
              <IconShieldLock
                size={16}
                aria-hidden
                color={user.use_2fa ? 'var(--mantine-color-verba-6)' : 'var(--mantine-color-gray-5)'}
              />
              <Text>
                {user.use_2fa
                  ? t('shell:home.account.two_factor_on')
                  : t('shell:home.account.two_factor_off')}
              </Text>
            </Group>
          </div>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
