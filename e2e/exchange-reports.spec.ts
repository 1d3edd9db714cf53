import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const staff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** Issue 25: staff upload an exchange's daily report on /staff/exchanges and see the day compared. */
test('staff: /staff/exchanges → upload the sandbox exchange report → the day differs from what Verba counted', async ({
  page,
}) => {
  await signIn(page, staff.email, staff.password, staff.name);
  await page.goto('/staff/exchanges');
  await expect(page.getByRole('heading', { name: 'Relatórios das exchanges' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await page.locator('input[type=file]').setInputFiles({
    name: 'sandbox.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`day,buyer_seat,deal_id,site_domain,currency,imps,spend\n${today},,,,BRL,100,0.700000\n`),
  });
  await expect(page.getByText('Relatório importado: 1 dia.')).toBeVisible();
  const row = page.getByTestId('staff-exchange-report-row').filter({ visible: true }).first();
  await expect(row).toContainText('Diverge');
  await page.screenshot({ path: 'test-results/exchange-reports-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/exchange-reports-390.png', fullPage: true });
});
