import { expect, test } from '@playwright/test';
import { sandboxTestCards } from '@verba/domain';
import { signIn, signOut } from './support/session';

const ursula = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026' };
/** How long a success notice stays on its own page (apps/web/src/shell/FeedbackArea.tsx). */
const noticeFadeMs = 8_000;

/** Issue 9: success notices are transient and never outlive the page or the session that raised them. */
test('a success notice is gone after navigating away and after sign-out', async ({ page }) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);
  const emails = page.getByRole('switch', { name: 'E-mail' });
  const off = page.getByText('Você não receberá mais avisos por e-mail.');
  const on = page.getByText('Você voltará a receber avisos por e-mail.');

  await page.goto('/settings');
  await emails.click();
  await expect(off).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Anunciantes' }).click();
  await expect(page).toHaveURL(/\/advertisers/);
  // Gone with the page, not merely faded out later (success notices dismiss themselves after 8 s).
  await expect(off).toBeHidden({ timeout: noticeFadeMs / 4 });

  await page.goto('/settings');
  await emails.click();
  await expect(on).toBeVisible();
  await signOut(page, ursula.name);
  await expect(on).toBeHidden({ timeout: noticeFadeMs / 4 });
});

/** Issue 9, dead ends: a refused card offers another card (or method) and a way back; a paid page says which order. */
test('the refused-card page offers a retry that succeeds with the approve card', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v1/login', { data: demoManager });
  const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const advertisers = await request.get('/api/v1/advertisers?status=active&per_page=1', { headers });
  const [advertiser] = ((await advertisers.json()) as { data: { id: string }[] }).data;
  const created = await request.post('/api/v1/payment-orders', {
    headers,
    data: { advertiser_id: advertiser!.id, amount: '50000', method: 'CREDIT_CARD' },
  });
  expect(created.status()).toBe(201);
  const { public_id: refusedId } = ((await created.json()) as { data: { public_id: string } }).data;

  const payWith = async (number: string) => {
    await page.getByLabel('Número do cartão').fill(number);
    await page.getByLabel('Nome do titular').fill('MARIA SOUZA');
    await page.getByLabel('Validade').fill('12/35');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pagar R$ 500,00' }).click();
  };

  await page.goto(`/orders/${refusedId}/payment`);
  await payWith(sandboxTestCards.REFUSE.VISA);
  await expect(page.getByRole('heading', { name: 'Pagamento recusado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pix' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para a Verba' })).toBeVisible();

  await page.getByRole('button', { name: 'Tentar com outro cartão' }).click();
  await expect(page).not.toHaveURL(new RegExp(refusedId));
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}\/payment$/);
  await payWith(sandboxTestCards.APPROVE.VISA);
  await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-reference')).toHaveText(/^Pedido PED-[0-9A-Z]{6}$/);
  await expect(page.getByTestId('order-reference')).toHaveText(
    `Pedido ${await page.getByTestId('order-code').innerText()}`,
  );

  await page.getByRole('link', { name: 'Voltar para a Verba' }).click();
  await expect(page).toHaveURL(/\/(finances|\?redirect=)/);
});

/** Issue 9, copy: a missing page inside the app keeps the menu and the account. */
test('the in-app 404 keeps the app shell', async ({ page }) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);
  await page.goto('/em-lugar-nenhum');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Configurações' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Menu da conta de ${ursula.name}` })).toBeVisible();
});
