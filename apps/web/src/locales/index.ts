import type { Locale } from '@verba/domain/languages';
import type { Tree } from '@verba/domain/locales';

export { firstLoadNamespaces } from './first-load';

/** Namespace → translations of one locale. */
export type LocaleBundle = Record<string, Tree>;

/** One lazily loaded chunk per namespace and locale; the server's e-mails are not the SPA's. */
const files = import.meta.glob<Tree>(
  ['../../../../packages/domain/locales/*/*.json', '!../../../../packages/domain/locales/*/email.json'],
  { import: 'default' },
);

const loaders = new Map(
  Object.entries(files).map(([path, load]) => [
    path.split('/').slice(-2).join('/').slice(0, -'.json'.length),
    load,
  ]),
);

/** Every namespace the SPA translates (pt-BR holds every key, scripts/i18n-check.ts). */
export const allNamespaces: readonly string[] = [...loaders.keys()]
  .filter((key) => key.startsWith('pt-BR/'))
  .map((key) => key.slice('pt-BR/'.length));

export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<LocaleBundle> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = loaders.get(`${locale}/${ns}`);
      if (!load) throw new Error(`No translations for ${locale}/${ns}`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
