import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingBank, IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useHrefLink } from '../../components/use-href-link';
import { useStaffHome } from '../../hooks/api/home';
import classes from './HomePage.module.css';

/** The staff's home: what waits for them, each with a link to the screen that handles it. */
export function StaffHome() {
  const { t } = useTranslation();
  const link = useHrefLink();
  const home = useStaffHome();
  if (home.isError) {
    return (
      <LoadError
        message={t('shell:home.staff.load_error')}
        retryLabel={t('shell:home.staff.retry')}
        onRetry={() => void home.refetch()}
      />
    );
  }
  const items = [
    {
      key: 'deposits',
      href: '/staff/payments?method=DEPOSIT&status=waiting_payment',
      icon: IconBuildingBank,
      label: t('shell:home.staff.deposits', { count: home.data?.deposits_waiting ?? 0 }),
      count: home.data?.deposits_waiting,
    },
    {
      key: 'document_changes',
      href: '/staff/document-changes',
      icon: IconFileCertificate,
      label: t('shell:home.staff.document_changes', { count: home.data?.document_changes_pending ?? 0 }),
      count: home.data?.document_changes_pending,
    },
  ];
  return (
    <section aria-labelledby="staff-home">
      <Title order={2} fz="h4" mb="sm" id="staff-home">
        {t('shell:home.staff.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {items.map(({ key, href, icon: Icon, label, count }) => {
          const { href: target, onClick } = link(href);
          return (
            <Card
              key={key}
              component="a"
              href={target}
              onClick={onClick}
              withBorder
              padding="lg"
              className={classes.shortcut}
              data-testid={`staff-home-${key}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <ThemeIcon size={40} variant="light" radius="md">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <IconArrowRight size={18} className={classes.arrow} aria-hidden />
              </Group>
              <Text fz={32} fw={700} mt="md">
                {count ?? '–'}
              </Text>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
