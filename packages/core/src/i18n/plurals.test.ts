import { describe, expect, it } from 'vitest';
import { resources, type Tree } from '@verba/domain/locales';
import { translatorFor } from './translate';

/** Every `key_one` of every namespace, as `ns:key`. */
function pluralKeys(): string[] {
  const keys: string[] = [];
  const walk = (ns: string, tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v !== 'string') walk(ns, v, `${prefix}${k}.`);
      else if (k.endsWith('_one')) keys.push(`${ns}:${prefix}${k.slice(0, -4)}`);
    }
  };
  for (const [ns, tree] of Object.entries(resources['pt-BR'])) walk(ns, tree, '');
  return keys;
}

describe('plurals go through i18next (issue 9: "em 0 anunciante")', () => {
  it('finds the plural texts', () => {
    expect(pluralKeys()).toContain('finances:wallets.advertisers_hint');
  });

  it.each(['pt_BR', 'en', 'es'] as const)('no count of zero reads as a singular (%s)', (language) => {
    const t = translatorFor(language);
    for (const key of pluralKeys()) {
      // Portuguese plural rules count 0 as "one": a `_zero` text keeps "0 usuário" away. It may say
      // "0 usuários" or word the empty case ("Nenhum usuário"), never the singular with a 0.
      const singular = t(key, { count: 1 });
      const plural = t(key, { count: 2 }).replace('2', '0');
      if (!singular.includes('1') || singular.replace('1', '0') === plural) continue;
      expect(t(key, { count: 0 }), key).not.toBe(singular.replace('1', '0'));
    }
  });
});
