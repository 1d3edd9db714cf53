import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './build';

export interface Asset {
  /** Path under the site root, e.g. `/assets/index-abc.js`. */
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipped: number;
}

export function asset(path: string): Asset {
  const file = join(distDir, path.replace(/^\//, ''));
  if (!existsSync(file)) throw new Error(`${path} is referenced but not in apps/web/dist`);
  const content = readFileSync(file);
  return {
    path,
    kind: path.endsWith('.css') ? 'css' : 'js',
    bytes: content.length,
    gzipped: gzipSync(content).length,
  };
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));

/** Scripts, stylesheets and module preloads named by index.html. */
export function entryAssets(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (tag.toLowerCase().startsWith('<script') && a.src) paths.push(a.src);
    else if (a.href && /\b(stylesheet|modulepreload)\b/.test(a.rel ?? '')) paths.push(a.href);
  }
  return paths.filter((p) => p.startsWith('/'));
}

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(path: string): string[] {
  const source = readFileSync(join(distDir, path.replace(/^\//, '')), 'utf8');
  const found = new Set<string>();
  for (const m of source.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]([^"'`]+\.(?:js|css))["'`]/g,
  )) {
    found.add(new URL(m[1]!, `http://site${path}`).pathname);
  }
  return [...found];
}

/** What the login page loads before any code runs: index.html's assets and their static imports. */
export function initialAssets(html: string): Asset[] {
  const seen = new Set<string>();
  const queue = entryAssets(html);
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    if (path.endsWith('.js')) queue.push(...staticImports(path));
  }
  return [...seen].map(asset);
}
