import { expect, test, type Page } from '@playwright/test';
import {
  chooseCreative,
  dayFromToday,
  deliverableTypes,
  demoAdvertiser as advertiser,
  expectNotLiveAtReview,
  next,
  objectiveAndSettings,
  oneGroup,
  pick,
  publish,
} from './support/campaign-wizard';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
/** Set SHOTS=<dir> to keep a screenshot of every step (1366 and 390 wide). */
const shots = process.env.SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.describe('campaign wizard (issue 11)', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a PROGRAMMATIC campaign from objective to publish, a too-early start corrected on the way', async ({
    page,
  }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await page.goto('/campaigns/programmatic/create');
    await expect(page).toHaveTitle('Objetivo · Nova campanha · Verba');
    await expect(page.getByTestId('campaign-type')).toHaveValue('Programática');
    await expect(page.getByTestId('campaign-type')).toBeDisabled();
    // Nothing chosen: the step says what is missing and stays.
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
    await shoot(page, '1-objective');

    await objectiveAndSettings(page, 'Natal nas óticas', '1500');
    await page.getByTestId('campaign-start-date').fill(dayFromToday(1));
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('A data de início deve ser pelo menos 5 dias depois de hoje.')).toBeVisible();
    await shoot(page, '2-settings-error');
    await page.getByTestId('campaign-start-date').fill(dayFromToday(10));
    await page.getByTestId('campaign-end-date').fill(dayFromToday(40));
    await expect(page.getByText('A data de início deve ser pelo menos 5 dias depois de hoje.')).toBeHidden();
    await next(page, 'Pixel');
    await shoot(page, '3-pixels');

    await next(page, 'Grupos');
    await oneGroup(page, 'Capitais', '1000');
    await shoot(page, '4-groups');

    await next(page, 'Estratégias');
    await page.getByTestId('add-strategy-0').click();
    await page.getByTestId('groups-0-strategies-0-name').fill('Celulares em SP');
    await page.getByTestId('groups-0-strategies-0-budget').fill('500');
    await expect(page.getByText('Lance mínimo: R$ 4,49.')).toBeVisible();
    await page.getByTestId('groups-0-strategies-0-bid-amount').fill('5');
    await pick(page, 'groups-0-strategies-0-locations-state', /São Paulo · SP/);
    await expect(page.getByTestId('groups-0-strategies-0-locations')).toContainText(
      'São Paulo · todos os municípios',
    );
    await shoot(page, '5-strategies');

    await next(page, 'Criativos');
    await expect(page.getByTestId('mandatory-size')).toContainText('300x250');
    await page.getByRole('checkbox', { name: `${advertiser} · Retângulo 300x250` }).check();
    await shoot(page, '6-creatives');

    await next(page, 'Revisão');
    await expect(page.getByText('Tudo certo: a campanha pode ser publicada.')).toBeVisible();
    await shoot(page, '7-review');

    // Leaving and coming back resumes at the saved step.
    const editUrl = page.url();
    await page.goto('/');
    await page.goto(editUrl);
    await expect(page).toHaveTitle('Revisão · Nova campanha · Verba');

    await page.getByTestId('publish').click();
    await expect(page).toHaveURL(/\/campaigns\/[^/]+$/);
  });

  test('a SEARCH campaign: type asked first, CPC bid with its own minimum', async ({ page }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await page.goto('/campaigns/create');
    await pick(page, 'campaign-type', 'Pesquisa (Google Ads)');
    await objectiveAndSettings(page, 'Busca de óculos', '800');
    await page.getByTestId('campaign-start-date').fill(dayFromToday(7));
    await next(page, 'Pixel');
    await next(page, 'Grupos');
    await oneGroup(page, 'Marca', '800');
    await next(page, 'Estratégias');
    await page.getByTestId('add-strategy-0').click();
    await page.getByTestId('groups-0-strategies-0-name').fill('Termos da marca');
    await page.getByTestId('groups-0-strategies-0-budget').fill('800');
    await expect(page.getByTestId('groups-0-strategies-0-bid-type')).toHaveValue('CPC');
    await expect(page.getByText('Lance mínimo: R$ 3,50.')).toBeVisible();
    await page.getByTestId('groups-0-strategies-0-bid-amount').fill('4');
    await next(page, 'Criativos');
    await chooseCreative(page, 'Busca');
    await next(page, 'Revisão');
    await expect(page.getByTestId('review-where-platform')).toHaveText('Rede de Pesquisa do Google (Google Ads)');
    // Issue 27: published only where Google Ads is live in this mode (CHANNEL_NOT_LIVE otherwise).
    if ((await deliverableTypes(page)).includes('SEARCH')) await publish(page);
    else await expectNotLiveAtReview(page);
  });
});
