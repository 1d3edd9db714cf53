import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * Issue 12's ad categories: the demo's Café Serra Azul declares Food & Drink and Non-Alcoholic
 * Beverages (IAB Content Taxonomy 3.1); its page names them, its form picks up to 3 (tier 1 groups
 * with their tier 2), and a saved change shows on the page. The demo is left as it was.
 */
test('advertiser ad categories: shown on the page, picked in the form (at most 3), saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);
  await page.getByRole('navigation').getByRole('link', { name: 'Anunciantes' }).click();
  await page.getByRole('link', { name: 'Café Serra Azul' }).first().click();
  const names = page.getByTestId('ad-category-names');
  await expect(names).toContainText('Comida e bebida');
  await expect(names).toContainText('Comida e bebida › Bebidas não alcoólicas');

  const editCategories = async (change: () => Promise<void>) => {
    await page.getByRole('link', { name: 'Editar' }).first().click();
    await expect(page).toHaveURL(/\/advertisers\/[0-9a-f-]+\/edit$/);
    await change();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Anunciante atualizado.')).toBeVisible();
  };

  await test.step('add a third category from another tier-1 group', () =>
    editCategories(async () => {
      const picker = page.getByRole('combobox', { name: 'Categorias do anúncio' });
      await picker.click();
      await picker.fill('supermercado');
      await page.getByRole('option', { name: 'Compras de supermercado' }).click();
      // Three chosen: the picker takes no more.
      await picker.fill('automotivo');
      await page.getByRole('option', { name: 'Automotivo' }).click();
      await page.keyboard.press('Escape');
    }));
  await expect(names).toContainText('Compras › Compras de supermercado');
  await expect(names).not.toContainText('Automotivo');

  await test.step('remove it again', () =>
    editCategories(async () => {
      // Backspace in the empty search removes the last category picked.
      await page.getByRole('combobox', { name: 'Categorias do anúncio' }).click();
      await page.keyboard.press('Backspace');
    }));
  await expect(names).not.toContainText('supermercado');
  await expect(names).toContainText('Bebidas não alcoólicas');
});
