import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const admin = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * Issue 31, alerts in the browser: the bell opens the notification centre; a rule picks the campaign
 * it watches by name and lowers its budget only within the limits typed (the same message as the
 * server's); the rule is listed with its action and can be deleted; the WhatsApp sandbox page lists
 * the calls made. Nothing is published and no budget changes (the rule is deleted before it fires).
 */
test('alerts: bell → /alerts, a rule that lowers a budget within limits, the WhatsApp sandbox page', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Sem entrega e2e ${Date.now().toString(36)}`;
  await signIn(page, admin.email, admin.password, admin.name);

  await test.step('the bell opens the latest notices and leads to the notification centre', async () => {
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await page.getByRole('button', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByRole('heading', { name: 'Alertas', level: 1 })).toBeVisible();
  });

  await test.step('a rule picks its campaign by name; a reduction over 50 % is refused with its message', async () => {
    await page.getByRole('tab', { name: 'Minhas regras' }).click();
    const form = page.getByRole('form', { name: 'Nova regra' });
    await form.getByRole('textbox', { name: 'Nome' }).fill(name);
    await form.getByLabel('Aplica-se a').first().click();
    await page.getByRole('option', { name: 'Campanha', exact: true }).click();
    await form.getByLabel('Campanha', { exact: true }).first().click();
    await page.getByRole('option').first().click();
    await form.getByLabel('Ação', { exact: true }).click();
    await page.getByRole('option', { name: 'Reduzir o orçamento da campanha' }).click();
    await form.getByLabel('Reduzir em (%) a cada disparo').fill('80');
    await form.getByLabel('Nunca abaixo de (R$)').fill('500');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Informe uma redução entre 1 % e 50 %.')).toBeVisible();
    await form.getByLabel('Reduzir em (%) a cada disparo').fill('20');
    await form.getByRole('button', { name: 'Salvar' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Reduzir o orçamento 20 % (nunca abaixo de R$ 500,00)');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
  });

  await test.step('the WhatsApp sandbox page (loopback only) lists the calls made', async () => {
    await page.goto('/dev/whatsapp');
    await expect(page.getByRole('heading', { name: 'WhatsApp sandbox' })).toBeVisible();
  });
});
