import { expect, test } from '@playwright/test';
import { waitForCode, waitForInvitationPath } from './support/mailbox';
import { randomCnpj, strongPassword, uniqueEmail } from './support/people';
import { expectSignedIn, signIn, signOut } from './support/session';

/**
 * Issue 2's journey: a newcomer registers a company, confirms the e-mail code, signs out and in,
 * invites a colleague, who creates a password from the e-mailed link, signs in and switches the
 * interface to English.
 */
test('register, confirm, invite a user who sets a password, signs in and switches to English', async ({
  page,
  request,
}) => {
  const manager = { name: 'Marina Gestora', email: uniqueEmail('marina'), password: strongPassword() };
  const invited = { name: 'Igor Convidado', email: uniqueEmail('igor'), password: strongPassword() };

  await test.step('register a new company', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Criar conta' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    await page.getByLabel('Nome completo').fill(manager.name);
    await page.getByLabel('E-mail', { exact: true }).fill(manager.email);
    await page.getByLabel('Confirme o e-mail').fill(manager.email);
    await page.getByLabel('Senha', { exact: true }).fill(manager.password);
    await page.getByLabel('Nome da empresa').fill('Agência Jornada Ltda');
    await page.getByLabel('CNPJ ou CPF').pressSequentially(randomCnpj());
    await page.getByRole('checkbox', { name: /Li e aceito os/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
  });

  await test.step('confirm the e-mail with the code from the mailbox', async () => {
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    const code = await waitForCode(request, manager.email);
    await page.getByLabel('Código de verificação').fill(code);
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await expectSignedIn(page, manager.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Marina!' })).toBeVisible();
  });

  await test.step('sign out and sign in again', async () => {
    await signOut(page, manager.name);
    await signIn(page, manager.email, manager.password, manager.name);
  });

  await test.step('invite a user from /my-users', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Usuários' }).click();
    await expect(page).toHaveURL(/\/my-users/);
    await expect(page.getByRole('heading', { name: 'Usuários', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Convidar usuário' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
    await dialog.getByLabel('Nome').fill(invited.name);
    await dialog.getByLabel('E-mail').fill(invited.email);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Convite enviado para ${invited.email}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: invited.email })).toContainText('Convite pendente');
  });

  await test.step('the invited user creates a password from the e-mailed link and is signed in', async () => {
    await signOut(page, manager.name);
    await page.goto(await waitForInvitationPath(request, invited.email));
    await expect(page.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(invited.email);
    await page.getByLabel('Nova senha').fill(invited.password);
    await page.getByLabel('Confirme a senha').fill(invited.password);
    await page.getByRole('button', { name: 'Criar senha' }).click();
    // No second sign-in (issue 26): the answer carried the session.
    await expect(page.getByText('Senha criada. Você já entrou na Verba.')).toBeVisible();
    await expectSignedIn(page, invited.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Igor!' })).toBeVisible();
  });

  await test.step('the invited user signs out and in again with the new password', async () => {
    await signOut(page, invited.name);
    await signIn(page, invited.email, invited.password, invited.name);
  });

  await test.step('switch the language to English and see the interface change', async () => {
    const switcher = page.getByRole('banner').getByRole('group', { name: 'Idioma' });
    await expect(switcher.getByRole('button', { name: 'Português (Brasil)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await switcher.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Igor!' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is kept: in the language cookie, and without it in the user's setting.
    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu of ${invited.name}` })).toBeVisible();
    await page.context().clearCookies({ name: 'language' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Igor!' })).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
