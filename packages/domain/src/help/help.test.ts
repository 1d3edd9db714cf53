import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../languages';
import { helpArticleForPath, helpArticleSlugs, parseHelpArticle, type HelpArticle } from './articles';
import { indexHelpArticles, searchHelp } from './search';

const dir = join(import.meta.dirname, '..', '..', 'help');
const articlesOf = (locale: Locale): HelpArticle[] =>
  helpArticleSlugs.map((slug) => parseHelpArticle(slug, locale, readFileSync(join(dir, locale, `${slug}.md`), 'utf8')));
const search = (locale: Locale, query: string) =>
  searchHelp(indexHelpArticles(locale, articlesOf(locale)), query).map((hit) => hit.article.slug);

describe('help articles', () => {
  it('every article exists in pt-BR, en and es with a title, summary and keywords, and nothing else is there', () => {
    for (const locale of locales) {
      const files = readdirSync(join(dir, locale)).sort();
      expect(files).toEqual([...helpArticleSlugs].map((s) => `${s}.md`).sort());
      for (const article of articlesOf(locale)) {
        expect(article.title.length, `${locale}/${article.slug}`).toBeGreaterThan(3);
        expect(article.summary.length, `${locale}/${article.slug}`).toBeGreaterThan(10);
        expect(article.keywords.length, `${locale}/${article.slug}`).toBeGreaterThan(2);
        expect(article.body.length, `${locale}/${article.slug}`).toBeGreaterThan(200);
      }
    }
  });

  it('links between articles point at articles that exist', () => {
    for (const locale of locales)
      for (const article of articlesOf(locale))
        for (const [, target] of article.body.matchAll(/\]\(\/help\/([a-z-]+)\)/g))
          expect(helpArticleSlugs as readonly string[], `${locale}/${article.slug} → ${target}`).toContain(target);
  });
});

describe('help search', () => {
  it('finds the boleto article from "boleto vencido" and "2ª via", without accents', () => {
    expect(search('pt-BR', 'boleto vencido')[0]).toBe('payments-boleto');
    expect(search('pt-BR', '2ª via')[0]).toBe('payments-boleto');
    expect(search('pt-BR', '2a via')[0]).toBe('payments-boleto');
    expect(search('pt-BR', 'segunda via do boleto')[0]).toBe('payments-boleto');
    expect(search('pt-BR', 'BOLETO VENCIDO')[0]).toBe('payments-boleto');
  });

  it('matches with or without accents and across plurals', () => {
    expect(search('pt-BR', 'notificacoes')).toContain('alerts');
    expect(search('pt-BR', 'cartao recusado')[0]).toBe('payments-card');
    expect(search('pt-BR', 'nota fiscal')[0]).toBe('invoices');
    expect(search('pt-BR', 'saque')[0]).toBe('cashback-withdrawals');
    expect(search('pt-BR', 'publicos')[0]).toBe('audiences');
    expect(search('pt-BR', '48 horas')[0]).toBe('review-and-consolidation');
    expect(search('pt-BR', 'permissões de usuários')[0]).toBe('users-roles');
  });

  it('searches in English and Spanish', () => {
    expect(search('en', 'expired boleto')[0]).toBe('payments-boleto');
    expect(search('en', 'withdraw cashback')[0]).toBe('cashback-withdrawals');
    expect(search('es', 'boleto vencido')[0]).toBe('payments-boleto');
    expect(search('es', 'facturas')[0]).toBe('invoices');
    expect(search('es', 'pixel conversion')[0]).toBe('pixels');
  });

  it('answers nothing for nothing and for words no article has', () => {
    expect(search('pt-BR', '')).toEqual([]);
    expect(search('pt-BR', '   ')).toEqual([]);
    expect(search('pt-BR', 'xyzzy')).toEqual([]);
  });
});

describe('screens link to their article', () => {
  it('every main screen resolves to an article', () => {
    const screens = {
      '/': 'getting-started',
      '/advertisers': 'advertisers',
      '/advertisers/create': 'advertisers',
      '/advertisers/0b7c/creatives/create': 'creatives',
      '/campaigns': 'campaigns',
      '/campaigns/create': 'campaign-types',
      '/campaigns/spotify/create': 'campaign-types',
      '/campaigns/import': 'campaign-types',
      '/campaigns/0b7c': 'campaigns',
      '/creatives': 'creatives',
      '/pixels': 'pixels',
      '/audiences': 'audiences',
      '/lists': 'audiences',
      '/finances': 'payments-pix',
      '/orders/0b7c/nfse': 'invoices',
      '/reports': 'reports',
      '/dashboards': 'reports',
      '/my-users': 'users-roles',
      '/company/edit': 'getting-started',
      '/settings': 'alerts',
      '/support': 'support',
    } as const;
    for (const [path, slug] of Object.entries(screens)) expect(helpArticleForPath(path), path).toBe(slug);
    expect(helpArticleForPath('/staff/payments')).toBeUndefined();
  });
});
