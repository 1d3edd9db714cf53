import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support/session';

const password = 'verba-demo-2026';
const manager = { email: 'admin@verba.demo', name: 'Ana Administradora' };
const staff = { email: 'staff@verba.demo', name: 'Sérgio Staff' };

/** Issue 9: the home's first steps and balances, tab titles, the payment history's code, filters and export. */
test('home checklist → payments: code, presets, search and CSV export, titles on every page', async ({
  page,
}) => {
  await signIn(page, manager.email, password, manager.name);

  await test.step('the home lists the first steps and the balances', async () => {
    await expect(page).toHaveTitle('Início · Verba');
    const checklist = page.getByTestId('onboarding-checklist');
    await expect(checklist.getByRole('heading', { name: 'Primeiros passos' })).toBeVisible();
    await expect(page.getByTestId('step-first_advertiser')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('home-available')).toContainText('R$');
  });

  await test.step('each page names the tab', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Usuários' }).click();
    await expect(page).toHaveTitle('Usuários · Verba');
    await page.goto('/advertisers');
    await expect(page).toHaveTitle('Anunciantes · Verba');
  });

  await test.step('the payment history shows codes, filters by preset and finds a code', async () => {
    await page.goto('/finances?tab=payments');
    await expect(page).toHaveTitle('Finanças · Verba');
    const codes = page.getByTestId('payment-code');
    await expect(codes.first()).toHaveText(/^PED-[0-9A-Z]{6}$/);
    const code = await codes.first().innerText();

    await page.getByTestId('date-range-preset').click();
    await page.getByRole('option', { name: 'Últimos 30 dias' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expect(page).toHaveURL(/to=\d{4}-\d{2}-\d{2}/);

    await page.getByRole('searchbox', { name: 'Buscar pagamentos' }).fill(code.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${code.toLowerCase()}`));
    await expect(page.getByTestId('payment-row')).toHaveCount(1);
    await expect(page.getByTestId('payment-code')).toHaveText(code);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'CSV (planilha de texto)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Código,Data,Anunciante,Forma de pagamento,Situação,Valor,Moeda,Pago em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(code);
  });
});

test('settings: change the password, the wrong current one is refused', async ({ page }) => {
  await signIn(page, 'gestor@verba.demo', password, 'Gustavo Gestor');
  await page.goto('/settings');
  await expect(page).toHaveTitle('Configurações · Verba');
  const form = page.getByRole('form', { name: 'Alterar senha' });
  await form.getByLabel('Senha atual').fill('not-the-password');
  await form.getByLabel('Nova senha').fill('Lanterna-Violeta-2026');
  await form.getByLabel('Confirme a senha').fill('Lanterna-Violeta-2026');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('A senha atual não confere.')).toBeVisible();

  await form.getByLabel('Senha atual').fill(password);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. As outras sessões foram encerradas.')).toBeVisible();
  await signOut(page, 'Gustavo Gestor');
  await signIn(page, 'gestor@verba.demo', 'Lanterna-Violeta-2026', 'Gustavo Gestor');

  // The demo data is shared by every journey: give the demo manager the demo password back.
  await page.goto('/settings');
  await form.getByLabel('Senha atual').fill('Lanterna-Violeta-2026');
  await form.getByLabel('Nova senha').fill(password);
  await form.getByLabel('Confirme a senha').fill(password);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. As outras sessões foram encerradas.')).toBeVisible();
});

test('staff: their own home with what waits for them', async ({ page }) => {
  await signIn(page, staff.email, password, staff.name);
  await expect(page.getByText('Equipe Verba')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que espera por você' })).toBeVisible();
  await page.getByTestId('staff-home-deposits').click();
  await expect(page).toHaveURL(/\/staff\/payments\?.*method=DEPOSIT/);
  await expect(page).toHaveTitle('Pagamentos da plataforma · Verba');
});
