import { useQuery } from '@tanstack/react-query';
import {
  helpArticleSlugs,
  indexHelpArticles,
  isHelpArticleSlug,
  parseHelpArticle,
  type HelpArticle,
  type HelpIndex,
} from '@verba/domain';
import type { Locale } from '@verba/domain/languages';
import { useTranslation } from 'react-i18next';

/** The articles (packages/domain/help/<locale>/<slug>.md), one lazily loaded chunk per file. */
const files = import.meta.glob<string>('../../../../../packages/domain/help/*/*.md', {
  query: '?raw',
  import: 'default',
});

const loaders = new Map(
  Object.entries(files).map(([path, load]) => [path.split('/').slice(-2).join('/').slice(0, -'.md'.length), load]),
);

const knownLocale = (language: string): Locale => (language === 'en' || language === 'es' ? language : 'pt-BR');

async function loadArticles(locale: Locale): Promise<{ articles: HelpArticle[]; index: HelpIndex }> {
  const articles = await Promise.all(
    helpArticleSlugs.map(async (slug) => {
      const load = loaders.get(`${locale}/${slug}`) ?? loaders.get(`pt-BR/${slug}`);
      if (!load) throw new Error(`No help article ${locale}/${slug}`);
      return parseHelpArticle(slug, locale, await load());
    }),
  );
  return { articles, index: indexHelpArticles(locale, articles) };
}

/** Every article of the language the UI shows, with the search index; loaded once per language. */
export function useHelpArticles() {
  const { i18n } = useTranslation();
  const locale = knownLocale(i18n.language);
  return useQuery({
    queryKey: ['help-articles', locale],
    queryFn: () => loadArticles(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export { isHelpArticleSlug };
