import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { useDocumentTitle } from '../../components/use-document-title';

/** Any path without a screen (spec §2), including the screens of areas not built yet. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound:title'));
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('shell:go_home')}>
          <Logo size={36} />
        </Anchor>
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
