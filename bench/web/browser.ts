import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { distDir } from './build';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export const browserAvailable = () => existsSync(chromiumPath);

/**
 * The JS and CSS files Chromium actually fetches to show the login page (`/`, signed out),
 * lazy route chunks included. The site is served from apps/web/dist by request interception; API
 * calls answer 401 as for a visitor.
 */
export async function loadedByBrowser(): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const page = await browser.newPage();
    const loaded = new Set<string>();
    await page.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/dev/')) {
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"errors":["unauthenticated"]}',
        });
      }
      const file = join(distDir, pathname.replace(/^\//, ''));
      const isFile = pathname !== '/' && !pathname.includes('..') && existsSync(file);
      if (isFile && /\.(js|css)$/.test(pathname)) loaded.add(pathname);
      return route.fulfill({
        status: 200,
        contentType: isFile ? (types[extname(file)] ?? 'application/octet-stream') : 'text/html',
        body: readFileSync(isFile ? file : join(distDir, 'index.html')),
      });
    });
    await page.goto('http://verba.bench/', { waitUntil: 'networkidle' });
    return [...loaded];
  } finally {
    await browser.close();
  }
}
