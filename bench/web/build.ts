import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const distDir = join(root, 'apps/web/dist');

const newest = (path: string): number =>
  statSync(path).isDirectory()
    ? readdirSync(path, { withFileTypes: true }).reduce(
        (max, entry) => Math.max(max, newest(join(path, entry.name))),
        0,
      )
    : statSync(path).mtimeMs;

/** Builds the SPA when its build is missing or older than its sources (as `npm start` does). */
export function ensureWebBuild() {
  const index = join(distDir, 'index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'packages/domain/src',
    'packages/domain/locales',
  ].map((p) => join(root, p));
  if (existsSync(index) && sources.every((p) => newest(p) <= statSync(index).mtimeMs)) return;
  console.log('Building the web app (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
