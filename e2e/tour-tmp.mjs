import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [who, ...shots] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
await page.goto(base + '/');
await page.getByLabel('E-mail').fill(who);
await page.getByLabel('Senha', { exact: true }).fill('verba-demo-2026');
await page.getByRole('button', { name: 'Entrar', exact: true }).click();
await page.getByRole('button', { name: /Menu da conta de/ }).waitFor();
for (const spec of shots) {
  const [name, path, w] = spec.split('|');
  await page.setViewportSize({ width: w ? Number(w) : 1366, height: w ? 844 : 900 });
  await page.goto(base + path);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
await browser.close();
