import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomCnpj, strongPassword, uniqueEmail } from './support/people';
import { signIn, signOut } from './support/session';

const demoManager = {
  email: 'admin@verba.demo',
  password: 'verba-demo-2026',
  name: 'Ana Administradora',
};
const demoStaff = {
  email: 'staff@verba.demo',
  password: 'verba-demo-2026',
  name: 'Sérgio Staff',
};
/** The demo agency's CNPJ (packages/core/src/demo/seed-demo.ts). */
const demoCompanyCnpj = '11.222.333/0001-81';

async function bearer(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/v1/login', {
    data: { email: who.email, password: who.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
}

/** Gives the demo agency its CNPJ back through the same reviewed request, for the journeys that follow. */
async function restoreDemoDocument(request: APIRequestContext) {
  const filed = await request.post('/api/v1/company/document-change-requests', {
    headers: await bearer(request, demoManager),
    data: {
      document: demoCompanyCnpj,
      reason: 'Volta ao CNPJ da demonstração',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const { id } = ((await filed.json()) as { data: { id: string } }).data;
  const approved = await request.post(`/api/v1/staff/document-change-requests/${id}/approve`, {
    headers: await bearer(request, demoStaff),
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
}

/** Issue 8: one company per CPF/CNPJ; a sign-up with a taken one asks that company for access instead. */
test('sign-up with a CNPJ that has an account: field message, then "Pedir acesso"', async ({ page }) => {
  const email = uniqueEmail('pede-acesso');
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Paulo Pedido');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Confirme o e-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(strongPassword());
  await page.getByLabel('Nome da empresa').fill('Outra Agência Ltda');
  await page.getByLabel('CNPJ ou CPF').pressSequentially(demoCompanyCnpj);
  await page.getByRole('checkbox', { name: /Li e aceito os/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(
    page.getByText(
      'Este CPF ou CNPJ já tem uma conta na Verba. Peça aos administradores dela que convidem você, ou peça acesso abaixo.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pedir acesso' }).click();
  await expect(page.getByText(/Pedido enviado\. Se esse CPF\/CNPJ tiver conta na Verba/)).toBeVisible();
});

/** Issue 8: the CPF/CNPJ changes only through a request platform staff approve in the back office. */
test('company document: request a change on /company/edit, staff approve it, the new CNPJ shows', async ({
  page,
  request,
}) => {
  const newCnpj = randomCnpj();
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('the administrator asks for the change', async () => {
    await page.goto('/company/edit');
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toHaveValue(demoCompanyCnpj);
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Pedir alteração do CPF/CNPJ' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Pedir alteração do CPF/CNPJ',
    });
    await dialog.getByLabel('Novo CPF ou CNPJ').pressSequentially(newCnpj);
    await dialog.getByLabel('Motivo').fill('Fusão com a holding');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Alteração do CPF/CNPJ em análise')).toBeVisible();
    // Only the request was sent: the company form around the dialog was not submitted.
    await expect(page.getByText('Dados da empresa atualizados.')).toHaveCount(0);
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toHaveValue(demoCompanyCnpj);
    await signOut(page, demoManager.name);
  });

  await test.step('platform staff approve it in the back office', async () => {
    await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);
    await page.getByRole('button', { name: `Menu da conta de ${demoStaff.name}` }).click();
    await page.getByRole('menuitem', { name: 'Alterações de CPF/CNPJ' }).click();
    await expect(page.getByRole('heading', { name: 'Alterações de CPF/CNPJ' })).toBeVisible();
    const row = page.getByTestId('document-change-row').filter({ hasText: 'Fusão com a holding' });
    await row.getByRole('button', { name: 'Aprovar' }).click();
    await page
      .getByRole('dialog', { name: 'Aprovar a alteração do CPF/CNPJ' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await expect(page.getByText('Nenhum pedido aguardando análise.')).toBeVisible();
    await signOut(page, demoStaff.name);
  });

  await test.step('the company shows the new document', async () => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await page.goto('/company/edit');
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).not.toHaveValue(demoCompanyCnpj);
    await expect(page.getByRole('button', { name: 'Pedir alteração do CPF/CNPJ' })).toBeVisible();
  });

  await restoreDemoDocument(request);
});
