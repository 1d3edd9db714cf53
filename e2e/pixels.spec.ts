import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const ursula = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
const staff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** Rows on screen (the list renders one layout; filter in case both are in the DOM). */
const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A screenshot of the pixel page for the record (PIXEL_SHOTS=dir). */
async function shootPixelPage(page: Page, name = 'pixel-page') {
  const dir = process.env.PIXEL_SHOTS;
  if (dir)
    await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('pixels: create a group with a rule, copy its snippet, fire the image pixel, see the event in recent events', async ({
  page,
}) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);

  await test.step('the /pixels list shows the demo groups', async () => {
    await page.getByRole('link', { name: 'Pixels' }).first().click();
    await expect(page.getByRole('heading', { name: 'Pixels', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Pixels · Verba');
    await expect(
      visible(page, 'pixel-row').filter({ hasText: 'Loja virtual Café Serra Azul' }),
    ).toContainText('Ativo');
    await expect(
      visible(page, 'pixel-row').filter({ hasText: 'Agendamento de exame de vista' }),
    ).toContainText('Em análise');
  });

  await test.step('create a group: a bad event name is refused with the rule, then fixed', async () => {
    await page.getByRole('link', { name: 'Novo pixel' }).click();
    await expect(page.getByRole('heading', { name: 'Novo grupo de pixel' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Anunciante' }).fill('Ótica');
    await page.getByRole('option', { name: 'Ótica Visão Clara' }).click();
    await page.getByRole('textbox', { name: 'Nome do grupo' }).fill('Cadastro de clientes');
    await page.getByRole('textbox', { name: 'Nome da regra' }).fill('Cadastro concluído');
    await page.getByRole('textbox', { name: 'Nome do evento' }).fill('cadastro novo');
    await page.getByRole('button', { name: 'Criar pixel' }).click();
    await expect(
      page.getByText('Use apenas letras sem acento, números, _ e - no nome do evento (sem espaços).'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome do evento' }).fill('signup_done');
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('15,50');
    // The value cap (issue 25): empty means the platform default, shown as the hint.
    await expect(
      page.getByText('Eventos com valor acima deste são recusados. Vazio: R$ 10.000,00.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Valor máximo' }).fill('100,00');
    await shootPixelPage(page, 'pixel-form');
    await page.getByRole('button', { name: 'Criar pixel' }).click();
    await expect(page.getByRole('heading', { name: /Cadastro de clientes/ })).toBeVisible();
    await expect(
      page.getByText('A ativação do pixel pode levar até 48 horas.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText('As regras de um pixel não podem ser editadas nem excluídas depois de criadas.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(visible(page, 'pixel-rule')).toHaveCount(1);
    await expect(visible(page, 'pixel-rule')).toContainText('R$ 15,50');
    await expect(visible(page, 'pixel-rule')).toContainText('R$ 100,00');
  });

  let imageUrl = '';
  await test.step('copy the install code', async () => {
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("verba('track', 'signup_done', { value: 1550 });");
    expect(copied).toContain('/px.js');
    expect(copied).toContain('<noscript><img');
    await expect(page.getByTestId('pixel-snippet')).toHaveText(copied);
    imageUrl = (await page.getByTestId('pixel-image-url').textContent()) ?? '';
    expect(imageUrl).toMatch(/\/px\/v1\/e\?pid=[0-9a-f-]{36}&ev=signup_done$/);
  });

  await test.step('fire the image pixel as a site would, then refresh recent events', async () => {
    const events = visible(page, 'pixel-recent-events').filter({ hasText: 'signup_done' });
    await expect(events.getByText('Nenhum evento recebido ainda.')).toBeVisible();
    const hit = await page.request.get(
      `${imageUrl}&url=${encodeURIComponent('https://visaoclara.com.br/cadastro/ok')}`,
    );
    expect(hit.status()).toBe(200);
    expect(hit.headers()['content-type']).toBe('image/gif');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(events.getByText('1 nas últimas 24 h')).toBeVisible();
    await expect(events.getByTestId('pixel-event').filter({ visible: true })).toContainText(
      'https://visaoclara.com.br/cadastro/ok',
    );
    await expect(events.getByTestId('pixel-refused')).toContainText('Nenhum evento recusado.');
    // R$ 200,00 is above the rule's cap: refused, not recorded, counted on the page.
    expect((await page.request.get(`${imageUrl}&v=20000`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(events.getByTestId('pixel-refused')).toContainText('Valores acima do limite: 1');
    await expect(events.getByText('1 nas últimas 24 h')).toBeVisible();
    await shootPixelPage(page);
  });

  await test.step('the copied tag, pasted into a site (another origin), reports the page it runs on', async () => {
    const snippet = (await page.getByTestId('pixel-snippet').textContent()) ?? '';
    // A made-up shop on another origin (its own server on this machine): the tag must work cross-site.
    const shop = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html><head><title>Loja</title></head><body><h1>Obrigado!</h1>${snippet}</body></html>`,
      );
    });
    await new Promise<void>((done) => shop.listen(0, '127.0.0.1', done));
    const shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/checkout/obrigado`;
    const site = await page.context().newPage();
    const tag = site.waitForResponse((response) => response.url().endsWith('/px.js'));
    await site.goto(shopUrl);
    expect((await tag).status()).toBe(200);
    // The hit leaves by sendBeacon, which the page does not wait for: look for it from the app.
    const events = visible(page, 'pixel-recent-events').filter({ hasText: 'signup_done' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Atualizar' }).click();
      await expect(events.getByText('2 nas últimas 24 h')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await site.close();
    shop.close();
    await expect(events.getByTestId('pixel-event').filter({ visible: true }).first()).toContainText(shopUrl);
  });

  await test.step('a rule can be added, and is final', async () => {
    await page.getByRole('button', { name: 'Adicionar regra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar regra' });
    await expect(
      dialog.getByText('depois de criada, a regra não poderá ser editada nem excluída', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome da regra' }).fill('Outro cadastro');
    await dialog.getByRole('textbox', { name: 'Nome do evento' }).fill('SIGNUP_DONE');
    await dialog.getByRole('button', { name: 'Salvar regra' }).click();
    await expect(
      dialog.getByText('Já existe uma regra com este nome de evento neste grupo de pixel.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome do evento' }).fill('newsletter');
    await dialog.getByRole('button', { name: 'Salvar regra' }).click();
    await expect(dialog).toBeHidden();
    await expect(visible(page, 'pixel-rule')).toHaveCount(2);
  });
});

test('staff: /staff/pixels → activate the pending demo pixel', async ({ page }) => {
  await signIn(page, staff.email, staff.password, staff.name);
  await page.getByRole('button', { name: `Menu da conta de ${staff.name}` }).click();
  await page.getByRole('menuitem', { name: 'Pixels' }).click();
  await expect(page.getByRole('heading', { name: 'Pixels para análise' })).toBeVisible();
  const row = visible(page, 'staff-pixel-row').filter({ hasText: 'Agendamento de exame de vista' });
  await row.getByRole('button', { name: 'Ativar: Agendamento de exame de vista' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByText('Pixel ativado.')).toBeVisible();
  await expect(row).toBeHidden();
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  async function expectNoSideScroll(page: Page) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
  }

  /** The status badge inside the screen and not shortened ("Em an…"). */
  async function expectBadgeWhole(page: Page, testId: string) {
    const badge = visible(page, testId).first().getByTestId('pixel-status');
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const parts = [element, ...element.querySelectorAll('*')];
      return rect.right > window.innerWidth + 0.5 || parts.some((p) => p.scrollWidth > p.clientWidth + 1);
    });
    expect(cut).toBe(false);
  }

  test('pixel lists are cards that fit the screen', async ({ page }) => {
    await signIn(page, ursula.email, ursula.password, ursula.name);
    await page.goto('/pixels');
    await expect(
      visible(page, 'pixel-row').filter({ hasText: 'Loja virtual Café Serra Azul' }),
    ).toBeVisible();
    await expectNoSideScroll(page);
    await expectBadgeWhole(page, 'pixel-row');
    await visible(page, 'pixel-row')
      .filter({ hasText: 'Loja virtual Café Serra Azul' })
      .getByRole('link')
      .click();
    await expect(visible(page, 'pixel-rule')).toHaveCount(3);
    await expect(visible(page, 'pixel-event').first()).toBeVisible();
    await expectNoSideScroll(page);
    await shootPixelPage(page);
  });

  test('staff pixel review fits the screen', async ({ page }) => {
    await signIn(page, staff.email, staff.password, staff.name);
    await page.goto('/staff/pixels?status=active');
    await expect(visible(page, 'staff-pixel-row').first()).toBeVisible();
    await expectNoSideScroll(page);
    await expectBadgeWhole(page, 'staff-pixel-row');
  });
});
