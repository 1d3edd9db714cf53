import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asset, initialAssets, type Asset } from './assets';
import { browserAvailable, loadedByBrowser } from './browser';
import { distDir, ensureWebBuild } from './build';

/**
 * `npm run bench -- web` (issues 2 and 9): the gzipped JavaScript and CSS the login page loads,
 * against the budget of 180 KB of JavaScript (issue 9; issue 2's was 250 KB; 1 KB = 1000 bytes;
 * gzip at zlib's default level).
 */
const budgetKb = 180;
const kb = (bytes: number) => bytes / 1000;

function table(title: string, assets: Asset[]) {
  console.log(`\n${title}`);
  for (const a of [...assets].sort((x, y) => y.gzipped - x.gzipped)) {
    console.log(
      `  ${a.path.padEnd(48)} ${kb(a.bytes).toFixed(1).padStart(8)} KB  → ${kb(a.gzipped).toFixed(1).padStart(7)} KB gzipped`,
    );
  }
  const js = assets.filter((a) => a.kind === 'js').reduce((s, a) => s + a.gzipped, 0);
  const css = assets.filter((a) => a.kind === 'css').reduce((s, a) => s + a.gzipped, 0);
  console.log(`  total: ${kb(js).toFixed(1)} KB JS + ${kb(css).toFixed(1)} KB CSS gzipped`);
  return js;
}

export async function run() {
  ensureWebBuild();
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  let js = table(
    'Named by index.html (scripts, stylesheets, module preloads) and their static imports:',
    initialAssets(html),
  );
  if (browserAvailable()) {
    // Lazy route chunks the login page fetches too: the figure that counts when larger.
    js = Math.max(
      js,
      table('Fetched by Chromium to show the login page:', (await loadedByBrowser()).map(asset)),
    );
  } else {
    console.log('\n(Chromium not found: lazy chunks fetched by the login page are not counted)');
  }
  const verdict = kb(js) <= budgetKb ? 'within' : 'OVER';
  console.log(`\n${verdict} the budget of ${budgetKb} KB of gzipped JavaScript`);
  console.log(
    `web: ${kb(js).toFixed(1)} KB gzipped JS on the login page, ratio ${(kb(js) / budgetKb).toFixed(2)} vs ${budgetKb} KB budget`,
  );
}
