/**
 * Fails on a translation key missing in a locale, or defined but never used in the code.
 * Code refers to keys as full literals `'ns:key.path'`. Keys built at run time are declared in
 * scripts/i18n-dynamic.json as prefixes (e.g. "errors:" for `errors:${code}`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resources, type Tree } from '../packages/domain/locales';
import { tuMarkers } from '../packages/domain/src/i18n/spanish-register';

const root = join(import.meta.dirname, '..');
const dynamicPrefixes = JSON.parse(readFileSync(join(root, 'scripts/i18n-dynamic.json'), 'utf8')) as string[];

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`)));
const keysOf = (locale: keyof typeof resources) =>
  new Set(Object.entries(resources[locale]).flatMap(([ns, tree]) => flatten(tree).map((k) => `${ns}:${k}`)));

const reference = keysOf('pt-BR');
const problems: string[] = [];
for (const locale of ['en', 'es'] as const) {
  const keys = keysOf(locale);
  for (const k of reference) if (!keys.has(k)) problems.push(`missing in ${locale}: ${k}`);
  for (const k of keys) if (!reference.has(k)) problems.push(`only in ${locale}: ${k}`);
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
const code = ['apps', 'packages']
  .flatMap((d) => sourceFiles(join(root, d)))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const used = new Set(code.match(/['"`][a-zA-Z_]+:[A-Za-z0-9_.]+['"`]/g)?.map((s) => s.slice(1, -1)) ?? []);
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
for (const k of reference) {
  const base = k.replace(pluralSuffix, '');
  if (!used.has(k) && !used.has(base) && !dynamicPrefixes.some((p) => k.startsWith(p))) problems.push(`unused: ${k}`);
}
for (const k of used) {
  const [ns] = k.split(':');
  if (ns && ns in resources['pt-BR'] && !reference.has(k) && ![...reference].some((r) => r.startsWith(`${k}_`)))
    problems.push(`used but not defined: ${k}`);
}

// Spanish speaks as "usted" everywhere: UI, e-mails, errors and the translated reference data.
const strings = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : strings(v, `${prefix}${k}.`)));
const spanish: [string, string][] = [
  ...Object.entries(resources.es).flatMap(([ns, tree]) => strings(tree, `${ns}:`)),
  ...readdirSync(join(root, 'packages/domain/data'))
    .filter((f) => f.endsWith('.es.json'))
    .flatMap((f) => strings(JSON.parse(readFileSync(join(root, 'packages/domain/data', f), 'utf8')) as Tree, `${f}:`)),
];
for (const [where, text] of spanish) {
  const found = tuMarkers(text);
  if (found.length) problems.push(`es speaks as "tú" (use "usted") in ${where}: ${found.join(', ')} — "${text}"`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`i18n check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n check: ${reference.size} keys in pt-BR, en and es, all used; ${spanish.length} Spanish texts speak as usted`);
