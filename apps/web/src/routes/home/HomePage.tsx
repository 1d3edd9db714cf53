import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useHome } from '../../hooks/api/home';
import { useCurrentUser } from '../../session/current-user';
import { roleLabel } from '../../shell/role-label';
import { HomeAttention } from './HomeAttention';
import { HomeBalances } from './HomeBalances';
import { HomeDelivery } from './HomeDelivery';
import { OnboardingChecklist } from './OnboardingChecklist';
import { StaffHome } from './StaffHome';
import { HelpLink } from '../../components/HelpLink';

/** A company's home: its balances, its active campaigns over the last 30 days, and its first steps. */
function CompanyHome() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const home = useHome();
  if (home.isError)
    return (
      <LoadError
        message={t('shell:home.load_error')}
        retryLabel={t('shell:home.staff.retry')}
        onRetry={() => void home.refetch()}
      />
    );
  if (!home.data)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  // Once every first step is done, the campaigns' results come first.
  const settled = home.data.steps.every((step) => step.done);
  const checklist = <OnboardingChecklist steps={home.data.steps} role={user.role} />;
  return (
    <>
      {home.data.balances && <HomeBalances balances={home.data.balances} />}
      {!settled && checklist}
      <HomeAttention />
      <HomeDelivery />
      {settled && checklist}
    </>
  );
}

/** The signed-in home: who you are; a company's first steps and balances, or the staff's waiting work. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
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
          <HelpLink />
          {user.is_staff ? (
            <Badge variant="light" color="grape">
              {t('shell:home.staff.badge')}
            </Badge>
          ) : (
            <>
              <Badge variant="light">{t(roleLabel[user.role])}</Badge>
              <Badge variant="outline" color="gray">
                {user.company.kind === 'advertiser'
                  ? t('shell:company_kind.advertiser')
                  : t('shell:company_kind.agency')}
              </Badge>
            </>
          )}
        </Group>
      </Stack>

      {user.is_staff ? <StaffHome /> : <CompanyHome />}

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
