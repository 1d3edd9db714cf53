import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load (a lost chunk after a deploy, a failed loader): retry or go home. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} fz="h2">
          {t('shell:route_error.title')}
        </Title>
        <Text c="dimmed">{t('shell:route_error.text')}</Text>
        <Group>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('shell:route_error.retry')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('notFound:back_home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
