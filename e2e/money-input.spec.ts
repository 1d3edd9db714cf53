import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, objectiveAndSettings, next } from './support/campaign-wizard';
import { signIn } from './support/session';

/**
 * Issue 26: money typed the Brazilian way (`5.000,00`, `1.500`, `3.000`) or the English way
 * (`5,000.00`) is read as typed, shown formatted, and an ambiguous amount asks before it counts.
 */
const manager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const advertiser = 'Ótica Visão Clara';
const shots = process.env.SHOTS;

/** With SHOTS=<dir>, keeps the page at 1366 and 390 px wide. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 800 });
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('verba.token'));
  const response = await page.request.get(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function openNewPayment(page: Page, title: string, button: string, advertiserLabel: string) {
  await page.goto('/finances?tab=payments');
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: advertiserLabel }).click();
  await page
    .getByRole('option', { name: new RegExp(advertiser) })
    .first()
    .click();
  return dialog;
}

test('money inputs read pt-BR, English and Spanish typing and ask when a text has two readings', async ({
  page,
}) => {
  // Five forms in three languages: longer than one journey's default minute.
  test.setTimeout(240_000);
  await signIn(page, manager.email, manager.password, manager.name);

  await test.step('Novo pagamento: 5.000,00 makes an order of R$ 5.000,00', async () => {
    const dialog = await openNewPayment(page, 'Novo pagamento', 'Novo pagamento', 'Anunciante');
    const amount = dialog.getByLabel('Valor');
    await amount.fill('1.500');
    await amount.blur();
    await expect(amount).toHaveValue('R$ 1.500,00');
    await amount.fill('5.000,00');
    await amount.blur();
    await expect(amount).toHaveValue('R$ 5.000,00');
    await dialog.getByRole('radio', { name: 'Pix' }).check();
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}\/payment$/);
    await expect(page.getByText('R$ 5.000,00').first()).toBeVisible();
  });

  await test.step('an ambiguous 1.50 asks: R$ 1,50 or R$ 150,00?, and garbage says why', async () => {
    const dialog = await openNewPayment(page, 'Novo pagamento', 'Novo pagamento', 'Anunciante');
    const amount = dialog.getByLabel('Valor');
    await amount.fill('1.50');
    await amount.blur();
    await expect(dialog.getByText('Você quis dizer R$ 1,50 ou R$ 150,00?')).toBeVisible();
    await expect(amount).toHaveValue('1.50');
    // Submitting before choosing: the form waits for the choice.
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(dialog.getByText('Confirme o valor: escolha uma das opções abaixo do campo.')).toBeVisible();
    await shoot(page, 'money-question-pt');
    await dialog.getByRole('button', { name: 'Usar R$ 150,00' }).click();
    await expect(amount).toHaveValue('R$ 150,00');
    await expect(dialog.getByText('Você quis dizer')).toBeHidden();
    await expect(dialog.getByText('O valor mínimo é R$ 500,00.')).toBeVisible();
    await amount.fill('12abc');
    await amount.blur();
    await expect(dialog.getByText('Valor inválido: digite um valor como 1.234,56.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the wizard: a budget typed 3.000 is R$ 3.000,00 on the server', async () => {
    await page.goto('/campaigns/programmatic/create');
    await objectiveAndSettings(page, `Orçamento digitado ${Date.now()}`, '3.000', advertiser);
    const budget = page.getByTestId('campaign-budget');
    await budget.blur();
    await expect(budget).toHaveValue('R$ 3.000,00');
    await shoot(page, 'money-wizard-budget');
    await page.getByTestId('campaign-start-date').fill(dayFromToday(10));
    await page.getByTestId('campaign-end-date').fill(dayFromToday(40));
    await next(page, 'Pixel');
    const id = new URL(page.url()).pathname.split('/')[2]!;
    await expect
      .poll(async () => (await apiGet<{ budget: string }>(page, `campaigns/${id}`)).budget)
      .toBe('300000');
  });

  await test.step('a managed-campaign request with a budget typed 1.500 asks for R$ 1.500,00', async () => {
    const name = `Pedido digitado ${Date.now()}`;
    await page.goto('/campaigns/request');
    await page.getByRole('combobox', { name: 'Anunciante' }).click();
    await page.getByRole('option', { name: advertiser }).click();
    await page.getByRole('textbox', { name: 'Nome da campanha' }).fill(name);
    const budget = page.getByRole('textbox', { name: 'Orçamento' });
    await budget.fill('1.500');
    await budget.blur();
    await expect(budget).toHaveValue('R$ 1.500,00');
    await page.getByLabel('Início').fill('10/01/2030');
    await page.getByRole('checkbox', { name: 'Programática' }).check();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText(`Recebemos o pedido "${name}" (R$ 1.500,00)`)).toBeVisible();
  });

  await test.step('in English, 5,000.00 is R$ 5.000,00 and 5,00 asks; Spanish reads as pt-BR', async () => {
    await page.goto('/');
    const switcher = page.getByRole('banner').getByRole('group', { name: 'Idioma' });
    await switcher.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    try {
      const dialog = await openNewPayment(page, 'New payment', 'New payment', 'Advertiser');
      const amount = dialog.getByLabel('Amount');
      await amount.fill('5,000.00');
      await amount.blur();
      await expect(amount).toHaveValue('R$ 5.000,00');
      await amount.fill('5,00');
      await amount.blur();
      await expect(dialog.getByText('Did you mean R$ 5,00 or R$ 500,00?')).toBeVisible();
      await shoot(page, 'money-question-en');
      await dialog.getByRole('button', { name: 'Use R$ 500,00' }).click();
      await expect(amount).toHaveValue('R$ 500,00');
      await page.keyboard.press('Escape');

      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'Español' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const nuevo = await openNewPayment(page, 'Nuevo pago', 'Nuevo pago', 'Anunciante');
      const monto = nuevo.getByLabel('Monto');
      await monto.fill('3.000');
      await monto.blur();
      await expect(monto).toHaveValue('R$ 3.000,00');
      await monto.fill('1.50');
      await monto.blur();
      await expect(nuevo.getByText('¿Quiso decir R$ 1,50 o R$ 150,00?')).toBeVisible();
      await shoot(page, 'money-question-es');
      await page.keyboard.press('Escape');
    } finally {
      // The demo manager is shared by every journey: give them Portuguese back.
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('group', { name: /^(Language|Idioma)$/ })
        .getByRole('button', { name: 'Português (Brasil)' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    }
  });
});
