import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './support/session';

const staff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };
const ursula = { email: 'usuario@verba.demo', name: 'Úrsula Usuária' };

/** The rows on screen: the list renders a table and, hidden at this width, the phone layout. */
const visibleRows = (page: Page) => page.getByTestId('staff-user-row').filter({ visible: true });

/** Platform staff start an impersonation from the users list instead of calling the API by hand. */
test('staff: /staff/users → search the demo user → Acessar como → confirm → banner → stop', async ({
  page,
}) => {
  await signIn(page, staff.email, staff.password, staff.name);

  await test.step('open the users list from the user menu', async () => {
    await page.getByRole('button', { name: `Menu da conta de ${staff.name}` }).click();
    await page.getByRole('menuitem', { name: 'Usuários' }).click();
    await expect(page.getByRole('heading', { name: 'Usuários da plataforma' })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/users$/);
  });

  await test.step('their own row cannot be used, and says why', async () => {
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(staff.email);
    await expect(page).toHaveURL(/search=staff%40verba\.demo/);
    const row = visibleRows(page).filter({ hasText: staff.email });
    await expect(row.getByRole('button', { name: `Acessar como ${staff.name}` })).toBeDisabled();
    await expect(row.getByText('Você não pode acessar a Verba como você mesmo.')).toBeVisible();
  });

  await test.step('search the demo user, with the search kept in the URL', async () => {
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(ursula.email);
    await expect(page).toHaveURL(/search=usuario%40verba\.demo/);
    const rows = visibleRows(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ursula.name);
    await expect(rows.first()).toContainText('Usuário');
    await expect(rows.first()).toContainText('Ativo');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar usuários' })).toHaveValue(ursula.email);
    await expect(visibleRows(page)).toHaveCount(1);
  });

  await test.step('Acessar como → the confirmation → act as the user', async () => {
    await page.getByRole('button', { name: `Acessar como ${ursula.name}` }).click();
    await expect(page).toHaveURL(/\/impersonate\?grant=/);
    await expect(page.getByText(`Você vai agir como ${ursula.name}`)).toBeVisible();
    await page.getByRole('button', { name: `Acessar como ${ursula.name}` }).click();
    await expect(page.getByText(/Você está acessando como Úrsula Usuária/)).toBeVisible();
  });

  await test.step('stop: back to the staff session', async () => {
    await page.getByRole('button', { name: 'Parar de personificar' }).first().click();
    await expectSignedIn(page, staff.name);
    await expect(page.getByText(/Você está acessando como/)).toBeHidden();
  });
});
