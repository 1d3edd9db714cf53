import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { makePng } from './support/png';
import { expectSignedIn, signIn, signOut } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** The first sign-in of a fresh server can wait on the home's first reads under load: a longer wait, once. */
async function signInFirst(page: Page, who: { email: string; password: string; name: string }) {
  await signIn(page, who.email, who.password, who.name).catch(async () => {
    await expect(page.getByRole('button', { name: `Menu da conta de ${who.name}` })).toBeVisible({ timeout: 60_000 });
  });
  await expectSignedIn(page, who.name);
}

async function searchHelp(page: Page, query: string) {
  await page.getByTestId('help-search').fill(query);
  await expect(page.getByText(new RegExp(`artigos? para “${query}”`))).toBeVisible();
}

/** Issue 31: the help centre in three languages, every screen's help link, and a support request answered by staff. */
test('help centre: /ajuda, accent-free search ("boleto vencido", "2ª via"), articles in pt-BR, en and es, screen links', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInFirst(page, demoManager);

  await test.step('/ajuda opens the help centre and the search finds the boleto article', async () => {
    await page.goto('/ajuda');
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { name: 'Central de ajuda' })).toBeVisible();
    await expect(page.getByTestId('help-article-card')).toHaveCount(17);
    for (const query of ['boleto vencido', '2ª via', 'segunda via']) {
      await searchHelp(page, query);
      await expect(page.getByTestId('help-article-card').first()).toContainText('Pagamento por boleto');
    }
    await searchHelp(page, 'notificacoes whatsapp');
    await expect(page.getByTestId('help-article-card').first()).toContainText('Alertas e notificações');
    await page.getByTestId('help-search').fill('xyzzy');
    await expect(page.getByText('Nenhum artigo para “xyzzy”')).toBeVisible();
  });

  await test.step('an article renders, and its links move inside the app', async () => {
    await page.goto('/ajuda/payments-boleto');
    await expect(page).toHaveURL(/\/help\/payments-boleto$/);
    await expect(page.getByTestId('help-article-title')).toHaveText('Pagamento por boleto');
    await expect(page.getByRole('heading', { name: 'Boleto vencido e segunda via' })).toBeVisible();
    await page.getByRole('link', { name: 'Pix', exact: true }).first().click();
    await expect(page.getByTestId('help-article-title')).toHaveText('Pagamento por Pix');
  });

  await test.step('every main screen links to an article that exists', async () => {
    const screens = ['/', '/advertisers', '/campaigns', '/creatives', '/pixels', '/lists', '/finances', '/reports', '/my-users', '/company/edit', '/settings', '/support'];
    const slugs = new Map<string, string>();
    for (const screen of screens) {
      await page.goto(screen);
      const link = page.getByTestId('help-link').first();
      await expect(link, screen).toBeVisible();
      slugs.set(screen, (await link.getAttribute('data-help-slug'))!);
    }
    for (const [screen, slug] of slugs) {
      await page.goto(`/help/${slug}`);
      await expect(page.getByTestId('help-article-title'), `${screen} → ${slug}`).toBeVisible();
    }
    // A click follows the link inside the app.
    await page.goto('/pixels');
    await page.getByTestId('help-link').first().click();
    await expect(page.getByTestId('help-article-title')).toHaveText('Pixels e conversões');
  });

  await test.step('the help centre speaks English and Spanish (the header language switch), then Portuguese again', async () => {
    await page.goto('/help?q=expired%20boleto');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Help centre' })).toBeVisible();
    await expect(page.getByTestId('help-article-card').first()).toContainText('Paying by boleto');
    try {
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByTestId('help-search').fill('boleto vencido');
      await expect(page.getByRole('heading', { name: 'Centro de ayuda' })).toBeVisible();
      await expect(page.getByTestId('help-article-card').first()).toContainText('Pago por boleto');
      await page.goto('/help/review-and-consolidation');
      await expect(page.getByTestId('help-article-title')).toHaveText('Plazos de hasta 48 horas');
    } finally {
      // The demo's users are shared with the other journeys: back to Portuguese.
      await page.getByRole('button', { name: /Português|Portugués|Portuguese/ }).click();
      await expect(page.getByRole('heading', { name: /Central de ajuda|Prazos de até 48 horas/ })).toBeVisible();
    }
  });
});

test('support: a request with an attachment, private from another user, answered by staff and e-mailed', async ({ page }) => {
  test.setTimeout(180_000);
  const subject = `Boleto pago aparece vencido ${Date.now()}`;
  let requestId = '';
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('/suporte opens support; the form refuses an empty description, then sends with a screenshot', async () => {
    await page.goto('/suporte');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { name: 'Suporte', exact: true })).toBeVisible();
    await page.getByTestId('support-new').click();
    await page.getByTestId('support-topic').click();
    await page.getByRole('option', { name: 'Pagamentos (Pix, boleto, cartão)' }).click();
    await page.getByTestId('support-subject').fill(subject);
    await page.getByTestId('support-submit').click();
    await expect(page.getByTestId('support-form').getByText('Campo obrigatório.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Anunciante relacionado' }).click();
    await page.getByRole('option', { name: 'Ótica Visão Clara' }).click();
    await page.getByTestId('support-description').fill('Paguei o boleto ontem e o pedido aparece como vencido.');
    await page
      .getByTestId('support-form')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: makePng(40, 30) });
    await page.getByTestId('support-submit').click();
    await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
    requestId = page.url().split('/').pop()!;
    await expect(page.getByTestId('support-request-subject')).toHaveText(subject);
    await expect(page.getByTestId('support-status')).toHaveText('Aberto');
    await expect(page.getByTestId('support-attachment')).toHaveText('comprovante.png');
    await expect(page.getByTestId('support-message')).toHaveCount(1);
    await page.goto('/support');
    await expect(page.getByTestId('support-request-row').filter({ hasText: subject })).toBeVisible();
  });
  await signOut(page, demoManager.name);

  await test.step('a plain user of the company does not see another user’s request', async () => {
    await signIn(page, demoUser.email, demoUser.password, demoUser.name);
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Suporte', exact: true })).toBeVisible();
    await expect(page.getByTestId('support-request-row').filter({ hasText: subject })).toHaveCount(0);
    await page.goto(`/support/${requestId}`);
    await expect(page.getByText('Página não encontrada')).toBeVisible();
  });
  await signOut(page, demoUser.name);

  const reply = `Encontramos o pagamento ${Date.now()}: o saldo entra hoje.`;
  await test.step('staff find it in the queue, reply and wait for the client', async () => {
    await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);
    await page.goto('/staff/support');
    await expect(page.getByRole('heading', { name: 'Fila de suporte' })).toBeVisible();
    const row = page.getByTestId('staff-support-row').filter({ hasText: subject });
    await expect(row).toContainText('Agência Demo');
    await row.getByTestId('staff-support-open').click();
    await expect(page.getByTestId('support-attachment')).toHaveText('comprovante.png');
    await page.getByTestId('support-reply').fill(reply);
    await page.getByTestId('support-reply-send').click();
    await expect(page.getByTestId('support-message').filter({ hasText: reply })).toBeVisible();
    await expect(page.getByTestId('support-status')).toHaveText('Aguardando você');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('support-thread')).toBeHidden();
  });
  await signOut(page, demoStaff.name);

  await test.step('the reply reaches the requester by e-mail and in the app', async () => {
    const link = await waitForMail(page.request, demoManager.email, new RegExp(`${reply}[\\s\\S]*?(/support/${requestId})`));
    expect(link).toBe(`/support/${requestId}`);
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await page.goto(`/support/${requestId}`);
    await expect(page.getByTestId('support-status')).toHaveText('Aguardando você');
    await expect(page.getByTestId('support-message').filter({ hasText: reply })).toHaveAttribute('data-from-staff', 'true');
    await page.getByTestId('support-reply').fill('Obrigada, apareceu!');
    await page.getByTestId('support-reply-send').click();
    await expect(page.getByTestId('support-status')).toHaveText('Aberto');
  });
});
