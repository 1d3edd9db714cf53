import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLifebuoy, IconSearch } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { searchHelp, type HelpArticle } from '@verba/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { useHrefLink } from '../../components/use-href-link';
import { useHelpArticles } from './help-content';

const route = getRouteApi('/app/help');

function ArticleCard({ article }: { article: HelpArticle }) {
  const link = useHrefLink()(`/help/${article.slug}`);
  return (
    <Card withBorder radius="md" p="md" component="a" href={link.href} onClick={link.onClick} data-testid="help-article-card">
      <Stack gap={4}>
        <Text fw={600} c="blue.8">
          {article.title}
        </Text>
        <Text size="sm" c="dimmed">
          {article.summary}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * `/help` and `/ajuda` (issue 31): the help centre — every article of the UI's language, and a
 * search that ignores accents and case and knows how people ask ("boleto vencido", "2ª via").
 * The query lives in the URL (`?q=`).
 */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const help = useHelpArticles();
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);
  // The URL follows the typing a moment later (no history entry per key).
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = text.trim() || undefined;
      if (q !== search.q) void navigate({ search: { q }, replace: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [text, search.q, navigate]);
  const query = text.trim();
  const hits = useMemo(
    () => (help.data && query ? searchHelp(help.data.index, query).map((h) => h.article) : undefined),
    [help.data, query],
  );
  const support = useHrefLink()('/support');

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('support:help.title')} subtitle={t('support:help.subtitle')} help={false} />
      <TextInput
        size="md"
        leftSection={<IconSearch size={18} aria-hidden />}
        label={t('support:help.search_label')}
        placeholder={t('support:help.search_placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="help-search"
      />
      {help.isError ? (
        <LoadError
          message={t('support:help.load_error')}
          retryLabel={t('support:help.retry')}
          onRetry={() => void help.refetch()}
        />
      ) : !help.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : hits ? (
        <Stack gap="sm">
          <Title order={2} size="h4" aria-live="polite">
            {t('support:help.results', { count: hits.length, query })}
          </Title>
          {hits.length === 0 ? (
            <Text c="dimmed">{t('support:help.no_results')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {hits.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('support:help.all_articles')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {help.data.articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Alert variant="light" color="blue" icon={<IconLifebuoy />} title={t('support:help.contact_title')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('support:help.contact_text')}</Text>
          <Button component="a" href={support.href} onClick={support.onClick} variant="light" size="xs">
            {t('support:help.contact_action')}
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}
