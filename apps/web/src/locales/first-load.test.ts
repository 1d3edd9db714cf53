import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadNamespaces } from './first-load';

const webSrc = resolve(import.meta.dirname, '..');
const domainSrc = resolve(webSrc, '../../../packages/domain/src');
const namespaces = readdirSync(resolve(domainSrc, '../locales/pt-BR')).map((file) =>
  file.replace(/\.json$/, ''),
);

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('@verba/domain/')
      ? join(domainSrc, specifier.slice('@verba/domain/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** Every source module the login page loads before any code runs: static imports, not `import()`. */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(
      /^(?:import|export)\s+(type\s)?[^;]*?from\s+'([^']+)'/gms,
    )) {
      const path = !typeOnly && resolveModule(file, specifier!);
      if (path) queue.push(path);
    }
  }
  return [...seen];
}

describe('the login page first load', () => {
  it('translates only with its first-load namespaces', () => {
    const used = new Set<string>();
    // The router names every page's title; only the login page's own title is read on it.
    const graph = staticGraph(join(webSrc, 'main.tsx')).filter((file) => !file.endsWith('/router.tsx'));
    for (const file of graph) {
      for (const [, ns] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z_]+):[a-z_][\w.]*['"`]/g)) {
        if (namespaces.includes(ns!)) used.add(ns!);
      }
    }
    expect([...used].filter((ns) => !firstLoadNamespaces.includes(ns))).toEqual([]);
    expect([...used]).toEqual(expect.arrayContaining(['auth', 'landing', 'shell', 'common']));
  });

  it('names only namespaces that exist', () => {
    expect(firstLoadNamespaces.filter((ns) => !namespaces.includes(ns))).toEqual([]);
  });

  it('keeps zod and react-hook-form out of it (they load with the form or later pages)', () => {
    const graph = staticGraph(join(webSrc, 'main.tsx'));
    const offenders = graph.filter((file) =>
      /from\s+'(zod|react-hook-form|@verba\/domain)'/.test(
        readFileSync(file, 'utf8').replace(/import type[^;]*;/g, ''),
      ),
    );
    expect(offenders).toEqual([]);
    expect(graph.filter((file) => file.endsWith('/zod.ts'))).toEqual([]);
  });
});
