import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** Issue 11: a company asks for a managed campaign; platform staff see it and mark it handled. */
test('managed campaign: a user sends a request on /campaigns/request, staff mark it handled', async ({
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
    await page.getByLabel('Início').fill('2030-01-10');
    await page.getByLabel('Término').fill('2030-01-31');
    await page.getByRole('checkbox', { name: 'Programática' }).check();
    await page.getByRole('textbox', { name: 'Observações' }).fill('Foco em São Paulo.');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Pedido enviado')).toBeVisible();
    await expect(page.getByText(`Recebemos o pedido "${name}" (R$ 1.500,00)`)).toBeVisible();
  });

  await signOut(page, demoManager.name);
  await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);

  await test.step('staff find it among the open requests and mark it handled', async () => {
    await page.goto('/staff/campaign-requests');
    await expect(page).toHaveTitle('Pedidos de campanha gerenciada · Verba');
    const row = page.getByTestId('staff-campaign-request-row').filter({ hasText: name });
    await expect(row).toContainText('R$ 1.500,00');
    await row.getByRole('button', { name: 'Marcar como atendido' }).click();
    await expect(page.getByTestId('staff-campaign-request-row').filter({ hasText: name })).toHaveCount(0);
    await page.getByText('Atendidos').click();
    await expect(page.getByTestId('staff-campaign-request-row').filter({ hasText: name })).toBeVisible();
  });

  await test.step('the review queue opens for staff', async () => {
    await page.goto('/staff/campaigns');
    await expect(page).toHaveTitle('Revisão de campanhas · Verba');
  });
});
