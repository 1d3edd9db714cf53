/**
 * The help centre (issue 31, docs/help-support.md): one markdown article per area and language in
 * packages/domain/help/<locale>/<slug>.md, with a small front matter (title, summary, keywords).
 * Pure: the SPA loads the files and the tests read them; this module parses, maps screens to
 * articles and searches.
 */
import type { Locale } from '../languages';

export const helpArticleSlugs = [
  'getting-started',
  'advertisers',
  'payments-pix',
  'payments-boleto',
  'payments-card',
  'cashback-withdrawals',
  'invoices',
  'creatives',
  'pixels',
  'audiences',
  'campaigns',
  'campaign-types',
  'review-and-consolidation',
  'reports',
  'alerts',
  'users-roles',
  'support',
] as const;
export type HelpArticleSlug = (typeof helpArticleSlugs)[number];

export const isHelpArticleSlug = (value: string): value is HelpArticleSlug =>
  (helpArticleSlugs as readonly string[]).includes(value);

export interface HelpArticle {
  slug: HelpArticleSlug;
  locale: Locale;
  title: string;
  summary: string;
  keywords: string[];
  /** Markdown without the front matter. */
  body: string;
}

/**
 * `---` front matter with `title:`, `summary:` and `keywords:` (comma separated) lines, then the
 * markdown body. Throws on a file without a title: a broken article must fail the tests.
 */
export function parseHelpArticle(slug: HelpArticleSlug, locale: Locale, source: string): HelpArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`help/${locale}/${slug}.md: no front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  if (!title) throw new Error(`help/${locale}/${slug}.md: no title`);
  return {
    slug,
    locale,
    title,
    summary: fields.get('summary') ?? '',
    keywords: (fields.get('keywords') ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    body: match[2]!.trim(),
  };
}

/**
 * The article that explains a screen, by its path (every signed-in area links to one). The first
 * matching prefix wins, so more specific paths come first.
 */
const screens: [RegExp, HelpArticleSlug][] = [
  [/^\/campaigns\/(create|[a-z-]+\/create|import|request)$/, 'campaign-types'],
  [/^\/campaigns(\/|$)/, 'campaigns'],
  [/^\/advertisers\/[^/]+\/creatives/, 'creatives'],
  [/^\/advertisers(\/|$)/, 'advertisers'],
  [/^\/creatives(\/|$)/, 'creatives'],
  [/^\/pixels(\/|$)/, 'pixels'],
  [/^\/audiences(\/|$)/, 'audiences'],
  [/^\/lists(\/|$)/, 'audiences'],
  [/^\/finances(\/|$)/, 'payments-pix'],
  [/^\/orders\/[^/]+\/nfse/, 'invoices'],
  [/^\/reports(\/|$)/, 'reports'],
  [/^\/dashboards(\/|$)/, 'reports'],
  [/^\/alerts(\/|$)/, 'alerts'],
  [/^\/notifications(\/|$)/, 'alerts'],
  [/^\/my-users(\/|$)/, 'users-roles'],
  [/^\/company(\/|$)/, 'getting-started'],
  [/^\/settings(\/|$)/, 'alerts'],
  [/^\/connections(\/|$)/, 'campaign-types'],
  [/^\/(support|suporte)(\/|$)/, 'support'],
  [/^\/$/, 'getting-started'],
];

export function helpArticleForPath(pathname: string): HelpArticleSlug | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screens.find(([pattern]) => pattern.test(path))?.[1];
}
