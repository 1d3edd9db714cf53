import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, next, objectiveAndSettings, oneGroup, oneStrategy } from './support/campaign-wizard';
import { signIn } from './support/session';

const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
/** Set SHOTS=<dir> to keep screenshots (1366 and 390 wide). */
const shots = process.env.SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.describe('audience suggestion in the strategy step (issue 30)', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  // Five wizard steps on a shared, loaded machine (and two screenshot widths with SHOTS).
  test.setTimeout(120_000);

  test('"Sugerir públicos" ranks segments with reasons and adds the recommended ones', async ({ page }) => {
    await signIn(page, demoUser.email, demoUser.password, demoUser.name);
    await page.goto('/campaigns/programmatic/create');
    await objectiveAndSettings(page, 'Sugestão de públicos e2e', '100');
    await page.getByTestId('campaign-start-date').fill(dayFromToday(10));
    await page.getByTestId('campaign-end-date').fill(dayFromToday(40));
    await next(page, 'Pixel');
    await next(page, 'Grupos');
    await oneGroup(page, 'Sugestões', '100');
    await next(page, 'Estratégias');
    await oneStrategy(page, 'Sugeridos', '100', '5');

    const picker = 'groups-0-strategies-0-audiences';
    await page.getByTestId(`${picker}-suggest`).click();
    const panel = page.getByTestId(`${picker}-suggestions`);
    await expect(panel).toBeVisible();
    await page.getByTestId(`${picker}-suggest-description`).fill('Ótica com óculos de grau e óculos de sol');
    await page.getByTestId(`${picker}-suggest-run`).click();
    const sunglasses = page.getByTestId(`${picker}-suggestion-934`);
    await expect(sunglasses).toContainText('Óculos de sol');
    await expect(sunglasses).toContainText('Combina com “óculos”, “sol” na descrição');
    await expect(page.getByTestId(`${picker}-suggest-reach`)).toContainText(
      'Alcance estimado dos recomendados:',
    );
    await expect(panel).toContainText('Por correspondência de texto em português e desempenho observado.');
    await shoot(page, 'audience-suggestions');

    await page.getByTestId(`${picker}-suggest-add-recommended`).click();
    await expect(page.getByTestId(picker)).not.toContainText(/^0 de 10/);
    await expect(sunglasses.getByRole('button', { name: /Adicionar Óculos de sol/ })).toBeDisabled();
    await expect(page.getByTestId(picker)).toContainText(/[2-5] de 10 públicos amplos e segmentados/);
    await shoot(page, 'audience-suggestions-added');
  });
});
