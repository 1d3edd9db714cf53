import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** A bank-transfer order of the demo agency, created through the API as its administrator would; its code. */
async function createDepositOrder(request: APIRequestContext, amount: string): Promise<string> {
  const login = await request.post('/api/v1/login', { data: demoManager });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  const advertisers = await request.get('/api/v1/advertisers?status=active', { headers });
  const [advertiser] = ((await advertisers.json()) as { data: { id: string }[] }).data;
  const order = await request.post('/api/v1/payment-orders', {
    headers,
    data: { advertiser_id: advertiser!.id, amount, method: 'DEPOSIT' },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { data: { code: string } }).data.code;
}

/** Platform staff find a waiting bank-transfer order among every company's orders and confirm it. */
test('staff: /staff/payments → DEPOSIT orders waiting for payment → confirm one → paid', async ({
  page,
  request,
}) => {
  const code = await createDepositOrder(request, '64321');
  await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);

  await test.step('open the back office from the user menu', async () => {
    await page.getByRole('button', { name: `Menu da conta de ${demoStaff.name}` }).click();
    await page.getByRole('menuitem', { name: 'Pagamentos' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamentos da plataforma' })).toBeVisible();
  });

  await test.step('filter the deposits waiting for payment', async () => {
    await page.getByRole('combobox', { name: 'Filtrar por situação' }).click();
    await page.getByRole('option', { name: 'Aguardando pagamento' }).click();
    await page.getByRole('combobox', { name: 'Filtrar por forma de pagamento' }).click();
    await page.getByRole('option', { name: 'Depósito bancário' }).click();
    await expect(page).toHaveURL(/status=waiting_payment/);
    await expect(page).toHaveURL(/method=DEPOSIT/);
    const rows = page.getByTestId('staff-payment-row');
    await expect(rows.filter({ hasText: code })).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Aguardando pagamento');
  });

  await test.step('confirm the deposit', async () => {
    const row = page.getByTestId('staff-payment-row').filter({ hasText: code });
    await expect(row.getByText('R$ 643,21')).toBeVisible();
    await row.getByRole('button', { name: 'Confirmar depósito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar depósito' });
    await expect(dialog.getByText(code)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar depósito' }).click();
    await expect(page.getByText(/Depósito confirmado: R\$ 643,21 creditado/)).toBeVisible();
    // No longer waiting: it leaves the filtered list.
    await expect(row).toHaveCount(0);
  });

  await test.step('see it paid, now offering a refund', async () => {
    await page.getByRole('combobox', { name: 'Filtrar por situação' }).click();
    await page.getByRole('option', { name: 'Pago', exact: true }).click();
    const row = page.getByTestId('staff-payment-row').filter({ hasText: code });
    await expect(row.getByText('Pago', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Reembolsar' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Confirmar depósito' })).toHaveCount(0);
  });
});
