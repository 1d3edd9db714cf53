import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLifebuoy } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHrefLink } from '../../components/use-href-link';
import { NotFoundContent } from '../not-found/NotFoundPage';
import { isHelpArticleSlug, useHelpArticles } from './help-content';
import { Markdown } from './Markdown';

const route = getRouteApi('/app/help/$slug');

/** `/help/{slug}` (and `/ajuda/{slug}`): one article in the UI's language. */
export function HelpArticlePage() {
  const { t } = useTranslation();
  const { slug } = route.useParams();
  const help = useHelpArticles();
  const link = useHrefLink();
  const back = link('/help');
  const support = link('/support');
  const article = isHelpArticleSlug(slug) ? help.data?.articles.find((a) => a.slug === slug) : undefined;
  useDocumentTitle(article?.title);

  if (!isHelpArticleSlug(slug)) return <NotFoundContent />;
  return (
    <Stack gap="lg" maw={820}>
      <Anchor href={back.href} onClick={back.onClick} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('support:help.back')}
        </Group>
      </Anchor>
      {help.isError ? (
        <LoadError
          message={t('support:help.load_error')}
          retryLabel={t('support:help.retry')}
          onRetry={() => void help.refetch()}
        />
      ) : !article ? (
        <Stack>
          <Skeleton h={36} w="60%" />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} size="h2" data-testid="help-article-title">
              {article.title}
            </Title>
            <Text c="dimmed">{article.summary}</Text>
          </Stack>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Markdown source={article.body} />
          </Paper>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('support:help.still_need')}
            </Text>
            <Button
              component="a"
              href={support.href}
              onClick={support.onClick}
              variant="light"
              leftSection={<IconLifebuoy size={16} aria-hidden />}
            >
              {t('support:help.contact_action')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
