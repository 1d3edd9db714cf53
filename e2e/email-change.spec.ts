import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { uniqueEmail } from './support/people';
import { signIn } from './support/session';

const admin = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/** Issue 8: an e-mail change is pending until the link sent to the new address is opened. */
test('e-mail change: edit on /my-users → pending with resend → link → confirmed', async ({
  page,
  request,
}) => {
  const colleague = { name: 'Carla Colega', email: uniqueEmail('carla'), next: uniqueEmail('carla.nova') };
  await signIn(page, admin.email, admin.password, admin.name);

  await test.step('invite a colleague, then change their e-mail', async () => {
    await page.goto('/my-users');
    await page.getByRole('button', { name: 'Convidar usuário' }).first().click();
    const invite = page.getByRole('dialog', { name: 'Convidar usuário' });
    await invite.getByLabel('Nome').fill(colleague.name);
    await invite.getByLabel('E-mail').fill(colleague.email);
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(invite).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await row.getByRole('button', { name: /Ações do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário' });
    await edit.getByRole('textbox', { name: 'E-mail' }).fill(colleague.next);
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText(`Salvo. Enviamos um link para ${colleague.next}`)).toBeVisible();
    await expect(edit).toBeHidden();
  });

  await test.step('the e-mail stays until confirmed; the edit dialog says so and resends the link', async () => {
    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await row.getByRole('button', { name: /Ações do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário' });
    await expect(edit.getByRole('textbox', { name: 'E-mail' })).toHaveValue(colleague.email);
    await expect(edit.getByText(`Aguardando confirmação em ${colleague.next}`)).toBeVisible();
    await edit.getByRole('button', { name: 'Reenviar link' }).click();
    await expect(page.getByText(`Enviamos um novo link para ${colleague.next}.`)).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar', exact: true }).click();
  });

  await test.step('the link e-mailed to the new address confirms it', async () => {
    const path = await waitForMail(
      request,
      colleague.next,
      /https?:\/\/[^/\s]+(\/confirm-email\?token=[\w-]+)/,
    );
    await page.goto(path);
    await page.getByRole('button', { name: 'Confirmar novo e-mail' }).click();
    await expect(page.getByText(`Pronto: o e-mail da conta agora é ${colleague.next}.`)).toBeVisible();
    await page.goto('/my-users');
    await expect(page.getByRole('row').filter({ hasText: colleague.next })).toBeVisible();
  });
});
