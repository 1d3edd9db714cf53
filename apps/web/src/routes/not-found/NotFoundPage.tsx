import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/SquaresLoader';
import { withAllTranslations } from '../../i18n';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session-store';

// Loaded only when a signed-in user hits a missing page: the sign-in bundle stays without the shell.
const AppLayout = lazy(() =>
  withAllTranslations(import('../../shell/AppLayout')).then((m) => ({ default: m.AppLayout })),
);

/** What a missing page says, wherever it is shown. */
export function NotFoundContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound:title'));
  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={72} fw={800} c="verba.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound:title')}
        </Title>
        <Text c="dimmed">{t('notFound:text')}</Text>
        <Button component={Link} to="/" size="md">
          {t('notFound:back_home')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Any path without a screen (spec §2), including the screens of areas not built yet: inside the
 * app shell (menu, account, alerts) for a signed-in user, a page of its own otherwise.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  if (authenticated)
    return (
      <Suspense fallback={<PageLoader />}>
        <AppLayout>
          <NotFoundContent />
        </AppLayout>
      </Suspense>
    );
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('shell:go_home')}>
          <Logo size={36} />
        </Anchor>
        <NotFoundContent />
      </Stack>
    </Center>
  );
}
