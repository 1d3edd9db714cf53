// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the whole platform (api + worker) in one process on the embedded database with demo data.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const dist = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src', 'packages/domain/locales'].map((p) => join(root, p));
const stale = !existsSync(dist) || sources.some((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > statSync(dist).mtimeMs);
if (stale) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
