import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomCnpj } from './support/people';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** Issue 9: every list of the app on a phone (390×844), as cards that fit the screen. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/**
 * Shown whole: inside the screen's width, not cut off by a scrolling or clipping box around it,
 * and no text inside it shortened with an ellipsis ("C…").
 */
async function expectShownWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  const problem = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5)
      return `outside the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${window.innerWidth})`;
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return 'cut off by a box around it';
    }
    for (const part of [element, ...element.querySelectorAll('*')]) {
      if (getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1)
        return `text cut short: "${part.textContent ?? ''}"`;
    }
    return null;
  });
  expect(problem, await locator.innerText()).toBeNull();
}

/** Every badge of a row (type, status, role) whole: never "C…". */
async function expectBadgesWhole(row: Locator) {
  for (const badge of await row.locator('.mantine-Badge-root').all()) await expectShownWhole(badge);
}

async function bearer(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/v1/login', { data: { email: who.email, password: who.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
}

/** A publishable PROGRAMMATIC campaign of the demo agency (R$ 300, the approved 300x250), published. */
async function publishCampaign(request: APIRequestContext, name: string): Promise<string> {
  const headers = await bearer(request, demoManager);
  const read = async <T>(path: string) => {
    const response = await request.get(`/api/v1/${path}`, { headers });
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { data: T }).data;
  };
  const advertisers = await read<{ id: string; display_name: string }[]>('advertisers?per_page=100');
  const advertiser = advertisers.find((a) => a.display_name === 'Ótica Visão Clara')!;
  const creatives = await read<{ id: string; name: string }[]>(
    `advertisers/${advertiser.id}/creatives?per_page=100`,
  );
  const rectangle = creatives.find((c) => c.name === 'Ótica Visão Clara · Retângulo 300x250')!;
  const day = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const created = await request.post('/api/v1/campaigns', {
    headers,
    data: {
      advertiser_id: advertiser.id,
      type: 'PROGRAMMATIC',
      name,
      objective: 'IMPRESSION',
      budget: '15000',
      start_date: day(8),
      end_date: day(30),
      creative_ids: [rectangle.id],
      groups: [
        {
          name: 'Capitais do Sul',
          budget: '15000',
          start_date: day(8),
          strategies: [
            { name: 'Celulares em Curitiba', budget: '15000', bid: { type: 'CPM', amount: '600' } },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()) as { data: { id: string; version: number } }).data;
  const published = await request.post(`/api/v1/campaigns/${campaign.id}/publish`, {
    headers,
    data: { version: campaign.version },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
  return campaign.id;
}

test.describe('the demo agency’s lists on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
  });

  test('advertisers: balance and status on every card', async ({ page }) => {
    await page.goto('/advertisers');
    const rows = page.getByTestId('advertiser-row');
    await expect(rows.first()).toBeVisible();
    await expectNoSideScroll(page);
    for (const row of await rows.all()) {
      await expectShownWhole(row.getByTestId('advertiser-balance'));
      await expectShownWhole(row.getByText(/^(Ativo|Inativo)$/));
    }
  });

  test('an advertiser’s wallet activity: type, amount and balance after', async ({ page }) => {
    await page.goto('/advertisers');
    await page.getByTestId('advertiser-row').first().getByRole('link').first().click();
    const entry = page.getByTestId('wallet-entry').first();
    await expect(entry).toBeVisible();
    await expectNoSideScroll(page);
    await expectShownWhole(entry.getByTestId('entry-type'));
    await expectShownWhole(entry.getByTestId('entry-amount'));
    await expectShownWhole(entry.getByTestId('entry-balance-after'));
  });

  test('wallets: balance, "Adicionar saldo" and "Ver extrato"; the statement below', async ({ page }) => {
    await page.goto('/finances');
    const rows = page.getByTestId('wallet-row');
    await expect(rows.first()).toBeVisible();
    await expectNoSideScroll(page);
    for (const row of await rows.all()) {
      await expectShownWhole(row.getByTestId('wallet-balance'));
      await expectBadgesWhole(row);
    }
    const advertiser = rows.filter({ has: page.getByRole('button', { name: 'Adicionar saldo' }) }).first();
    await expectShownWhole(advertiser.getByRole('button', { name: 'Adicionar saldo' }));
    await expectShownWhole(advertiser.getByRole('button', { name: 'Ver extrato', exact: true }));
    await expectShownWhole(rows.getByText('Anunciante', { exact: true }).first());

    await advertiser.getByRole('button', { name: 'Ver extrato', exact: true }).click();
    const entry = page.getByTestId('wallet-statement').getByTestId('wallet-entry').first();
    await expect(entry).toBeVisible();
    await expectNoSideScroll(page);
    await expectShownWhole(entry.getByTestId('entry-type'));
    await expectShownWhole(entry.getByTestId('entry-amount'));
    await expectShownWhole(entry.getByTestId('entry-balance-after'));
  });

  test('payments: amount, status, payment page and invoice', async ({ page }) => {
    await page.goto('/finances?tab=payments');
    const rows = page.getByTestId('payment-row');
    await expect(rows.first()).toBeVisible();
    await expectNoSideScroll(page);
    for (const row of await rows.all()) {
      await expectShownWhole(row.getByTestId('payment-amount'));
      await expectShownWhole(row.getByTestId('payment-status'));
      await expectShownWhole(row.getByRole('link', { name: 'Página de pagamento' }));
      await expectBadgesWhole(row);
    }
    await expectShownWhole(page.getByRole('link', { name: 'Nota fiscal' }).first());
  });

  test('withdrawals: amount, fee and status; the company wallet’s statement', async ({ page }) => {
    await page.goto('/finances?tab=withdrawals');
    const row = page.getByTestId('withdrawal-row').first();
    await expect(row).toBeVisible();
    await expectNoSideScroll(page);
    await expectShownWhole(row.getByTestId('withdrawal-amount'));
    await expectShownWhole(row.getByTestId('withdrawal-fee-paid'));
    await expectShownWhole(row.getByTestId('withdrawal-status'));
    const entry = page.getByTestId('wallet-entry').first();
    await expectShownWhole(entry.getByTestId('entry-type'));
    await expectShownWhole(entry.getByTestId('entry-amount'));
  });

  test('bank accounts: the account and its actions', async ({ page }) => {
    await page.goto('/finances?tab=bank-accounts');
    const row = page.getByTestId('bank-account-row').first();
    await expect(row).toBeVisible();
    await expectNoSideScroll(page);
    await expectShownWhole(row.getByText('Principal'));
    await expectShownWhole(row.getByRole('button', { name: 'Ações', exact: true }));
  });

  test('users: role, status and the actions menu', async ({ page }) => {
    await page.goto('/my-users');
    const rows = page.getByTestId('user-row');
    await expect(rows.first()).toBeVisible();
    await expectNoSideScroll(page);
    for (const row of await rows.all()) {
      await expectShownWhole(row.getByRole('button', { name: /^Ações do usuário:/ }));
      await expectBadgesWhole(row);
    }
  });

  test('campaigns: budget, status and pause on the card; the campaign’s page with its budget', async ({
    page,
    request,
  }) => {
    const name = `Liquidação de inverno nas lojas de Curitiba e região ${Date.now().toString(36)}`;
    const id = await publishCampaign(request, name);
    await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('campaign-row');
    // Published, then approved by the automatic reviewer (CAMPAIGN_AUTO_REVIEW_SECONDS in the e2e server).
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId('campaign-toggle')).toHaveText('Pausar', { timeout: 2_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    await expectNoSideScroll(page);
    await expectShownWhole(row.getByTestId('campaign-budget'));
    await expectShownWhole(row.getByTestId('campaign-status'));
    await expectShownWhole(row.getByTestId('campaign-toggle'));
    await expectBadgesWhole(row);

    await row.getByTestId('campaign-name').click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
    await expect(page.getByTestId('detail-budget')).toHaveText('R$ 150,00');
    await expectNoSideScroll(page);
    await expectShownWhole(page.getByTestId('detail-budget'));
    await expectShownWhole(page.getByTestId('detail-status'));
    await expectShownWhole(page.getByTestId('detail-toggle'));
    await expectShownWhole(page.getByTestId('detail-edit'));
    await expectShownWhole(page.getByTestId('strategy-row').first());
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/campaign-390.png`, fullPage: true });
  });

  test('settings: every language name shown whole', async ({ page }) => {
    await page.goto('/settings');
    const languages = page.getByRole('radiogroup', { name: 'Idioma da plataforma' });
    await expect(languages).toBeVisible();
    await expectNoSideScroll(page);
    for (const name of ['Português (Brasil)', 'English', 'Español'])
      await expectShownWhole(languages.getByText(name, { exact: true }));
  });
});

test.describe('the back office on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);
  });

  test('staff payments: amount, status and the staff action', async ({ page }) => {
    await page.goto('/staff/payments?status=paid');
    const rows = page.getByTestId('staff-payment-row');
    await expect(rows.first()).toBeVisible();
    await expectNoSideScroll(page);
    for (const row of await rows.all()) await expectBadgesWhole(row);
    const row = rows.first();
    await expectShownWhole(row.getByTestId('staff-payment-amount'));
    await expectShownWhole(row.getByText('Pago', { exact: true }));
    await expectShownWhole(row.getByRole('button', { name: 'Reembolsar' }));
  });

  test('staff users: company, role and "Acessar como"', async ({ page }) => {
    await page.goto('/staff/users');
    const rows = page.getByTestId('staff-user-row').filter({ visible: true });
    await expect(rows.first()).toBeVisible();
    await expectNoSideScroll(page);
    for (const row of (await rows.all()).slice(0, 5)) {
      await expectShownWhole(row.getByRole('button', { name: /^Acessar como / }));
      await expectBadgesWhole(row);
    }
  });

  test('document changes: from → to and approve or reject', async ({ page, request }) => {
    const filed = await request.post('/api/v1/company/document-change-requests', {
      headers: await bearer(request, demoManager),
      data: { document: randomCnpj(), reason: 'Pedido visto no celular' },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { id } = ((await filed.json()) as { data: { id: string } }).data;
    try {
      await page.goto('/staff/document-changes');
      const row = page.getByTestId('document-change-row').filter({ hasText: 'Pedido visto no celular' });
      await expect(row).toBeVisible();
      await expectNoSideScroll(page);
      await expectShownWhole(row.getByRole('button', { name: 'Aprovar' }));
      await expectShownWhole(row.getByRole('button', { name: 'Recusar' }));
      await expectShownWhole(row.getByText('Pendente', { exact: true }));
    } finally {
      const rejected = await request.post(`/api/v1/staff/document-change-requests/${id}/reject`, {
        headers: await bearer(request, demoStaff),
        data: {},
      });
      expect(rejected.ok(), await rejected.text()).toBeTruthy();
    }
  });
});
