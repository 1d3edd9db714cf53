import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, demoAdvertiser, next, publish } from './support/campaign-wizard';
import { signIn, signOut } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** Issue 11: a company asks for a managed campaign; platform staff see it and mark it handled. */
test('managed campaign: a user sends a request on /campaigns/request, staff set it up, the user finds its draft', async ({
  page,
}) => {
  const name = `Pedido gerenciado ${Date.now()}`;
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('the form refuses what is missing, then sends the request', async () => {
    await page.goto('/campaigns/request');
    await expect(page).toHaveTitle('Pedir campanha gerenciada · Verba');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Escolha ao menos um canal.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Anunciante' }).click();
    await page.getByRole('option', { name: 'Ótica Visão Clara' }).click();
    await page.getByRole('textbox', { name: 'Nome da campanha' }).fill(name);
    await page.getByRole('textbox', { name: 'Orçamento' }).fill('1500');
    await page.getByLabel('Início').fill('10/01/2030');
    await page.getByRole('checkbox', { name: 'Programática' }).check();
    // Dates are typed as pt-BR writes them; an end date typed halfway is refused, not sent as none.
    await page.getByLabel('Término').fill('31/01/20');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Data inválida.')).toBeVisible();
    await page.getByLabel('Término').fill('31/01/2030');
    await page.getByRole('textbox', { name: 'Observações' }).fill('Foco em São Paulo.');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Pedido enviado')).toBeVisible();
    await expect(page.getByText(`Recebemos o pedido "${name}" (R$ 1.500,00)`)).toBeVisible();
  });

  await signOut(page, demoManager.name);
  await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);

  await test.step('staff find it among the open requests and set the campaign up', async () => {
    await page.goto('/staff/campaign-requests');
    await expect(page).toHaveTitle('Pedidos de campanha gerenciada · Verba');
    const row = page.getByTestId('staff-campaign-request-row').filter({ hasText: name });
    await expect(row).toContainText('R$ 1.500,00');
    await row.getByRole('button', { name: 'Montar a campanha' }).click();
    await expect(page.getByTestId('staff-campaign-request-row').filter({ hasText: name })).toHaveCount(0);
    await page.getByText('Atendidos').click();
    await expect(page.getByTestId('staff-campaign-request-row').filter({ hasText: name })).toBeVisible();
  });

  await test.step('the review queue opens for staff', async () => {
    await page.goto('/staff/campaigns');
    await expect(page).toHaveTitle('Revisão de campanhas · Verba');
  });

  await signOut(page, demoStaff.name);
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('the client finds the managed campaign as a draft to review and publish', async () => {
    await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText('Rascunho').first()).toBeVisible();
  });
});

/** Calls the API with the signed-in session's token; answers the `data`. */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('verba.token'));
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** `dd/mm/yyyy` (as typed in the wizard) → `yyyy-mm-dd` (as the API takes it). */
const isoDay = (typed: string) => typed.split('/').reverse().join('-');

/**
 * A publishable PROGRAMMATIC campaign with the demo advertiser's approved 300x250, published
 * through the API. Its name carries a blocked word, so the automatic checks find it and it waits
 * for staff instead of the automatic reviewer.
 */
async function publishFlaggedCampaign(page: Page, name: string): Promise<string> {
  const advertisers = await apiCall<{ id: string; display_name: string }[]>(
    page,
    'GET',
    'advertisers?per_page=100',
  );
  const advertiser = advertisers.find((a) => a.display_name === demoAdvertiser)!;
  const creatives = await apiCall<{ id: string; name: string }[]>(
    page,
    'GET',
    `advertisers/${advertiser.id}/creatives?per_page=100`,
  );
  const rectangle = creatives.find((c) => c.name === `${demoAdvertiser} · Retângulo 300x250`)!;
  const start = isoDay(dayFromToday(8));
  const campaign = await apiCall<{ id: string; version: number }>(page, 'POST', 'campaigns', {
    advertiser_id: advertiser.id,
    type: 'PROGRAMMATIC',
    name,
    objective: 'IMPRESSION',
    budget: '30000',
    start_date: start,
    end_date: isoDay(dayFromToday(30)),
    creative_ids: [rectangle.id],
    groups: [
      {
        name: 'Grupo único',
        budget: '30000',
        start_date: start,
        strategies: [{ name: 'Estratégia única', budget: '30000', bid: { type: 'CPM', amount: '600' } }],
      },
    ],
  });
  const published = await apiCall<{ status: string }>(page, 'POST', `campaigns/${campaign.id}/publish`, {
    version: campaign.version,
  });
  expect(published.status).toBe('pending');
  return campaign.id;
}

test('staff reject a pending campaign with a reason; the user reads it on the campaign and edits it back to review', async ({
  page,
}) => {
  const name = `Curso arma de fogo ${Date.now().toString(36)}`;
  const reason = 'O nome anuncia um produto proibido. Troque o nome e publique de novo.';
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);
  const id = await publishFlaggedCampaign(page, name);
  await signOut(page, demoManager.name);

  await test.step('staff find it in the queue with its finding and reject it with a reason', async () => {
    await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);
    await page.goto(`/staff/campaigns?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('staff-campaign-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('campaign-checks')).toContainText('arma de fogo');
    await row.getByRole('button', { name: `Reprovar: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reprovar campanha' });
    await dialog.getByRole('button', { name: 'Reprovar' }).click();
    await expect(dialog.getByText('Campo obrigatório.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Reprovar' }).click();
    await expect(page.getByText('Campanha reprovada.')).toBeVisible();
    await expect(page.getByTestId('staff-campaign-row').filter({ hasText: name })).toHaveCount(0);
    await signOut(page, demoStaff.name);
  });

  await test.step('the user sees the reason on the campaign and edits it: back to review', async () => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await page.goto(`/campaigns/${id}`);
    await expect(page.getByTestId('detail-status')).toHaveText('Reprovada');
    await expect(page.getByTestId('rejection-reason')).toHaveText(reason);
    await page.getByTestId('detail-edit').click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}/edit$`));
    await page.getByTestId('campaign-name').fill(`${name} revisada`);
    for (const step of ['Pixel', 'Grupos', 'Estratégias', 'Criativos', 'Revisão']) await next(page, step);
    // One save at the end resubmits it: moving through the steps did not (it is still rejected).
    await expect(page.getByTestId('publish')).toHaveText('Salvar e reenviar para aprovação');
    await expect(page.getByTestId('save-state')).toHaveText(
      'Alterações salvas só ao reenviar para aprovação',
    );
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/resubmit-1366.png`, fullPage: true });
    const status = await apiCall<{ status: string }>(page, 'GET', `campaigns/${id}`);
    expect(status.status).toBe('failed');
    expect(await publish(page)).toBe(id);
    // The blocked word is still in the name: it waits for staff again.
    await expect(page.getByTestId('detail-status')).toHaveText('Em análise');
    await expect(page.getByTestId('rejection-reason')).toHaveCount(0);
  });
});
