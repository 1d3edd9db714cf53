import { expect, type Page } from '@playwright/test';

/** The campaign wizard's fill steps (issue 11), shared by the wizard and lifecycle journeys. */

/** The demo agency's advertiser whose approved creatives (one of every format) the journeys pick. */
export const demoAdvertiser = 'Ótica Visão Clara';

/** Today + `days` in São Paulo, as typed in pt-BR (22/11/2026). */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** Opens a Mantine select by its test id and picks the first option matching `option`. */
export async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Moves the wizard on and waits for the title of `step`. */
export async function next(page: Page, step: string) {
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveTitle(`${step} · Nova campanha · Verba`);
}

/** Objective step (advertiser, objective) and the settings' name and budget; leaves the dates. */
export async function objectiveAndSettings(
  page: Page,
  name: string,
  budget: string,
  advertiser = demoAdvertiser,
) {
  await pick(page, 'campaign-advertiser', advertiser);
  await page.getByTestId('objective-IMPRESSION').click();
  await page.getByTestId('wizard-next').click();
  // The draft now exists: the address is its edit page, resumed at the settings.
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit$/);
  await expect(page).toHaveTitle('Configurações · Nova campanha · Verba');
  await page.getByTestId('campaign-name').fill(name);
  await page.getByTestId('campaign-budget').fill(budget);
}

/** Groups step: one group with `name` and `budget`. */
export async function oneGroup(page: Page, name: string, budget: string) {
  await page.getByTestId('add-group').click();
  await page.getByTestId('group-0-name').fill(name);
  await page.getByTestId('group-0-budget').fill(budget);
}

/** Strategies step: one strategy in the first group, with its bid amount (type left as offered). */
export async function oneStrategy(page: Page, name: string, budget: string, bid: string) {
  await page.getByTestId('add-strategy-0').click();
  await page.getByTestId('groups-0-strategies-0-name').fill(name);
  await page.getByTestId('groups-0-strategies-0-budget').fill(budget);
  await page.getByTestId('groups-0-strategies-0-bid-amount').fill(bid);
}

/** Creatives step: checks the demo advertiser's creative called `${advertiser} · ${creative}`. */
export async function chooseCreative(page: Page, creative: string, advertiser = demoAdvertiser) {
  await page.getByRole('checkbox', { name: `${advertiser} · ${creative}` }).check();
}

/** Review step: the rules pass, publish, and land on the campaign's page; returns its id. */
export async function publish(page: Page): Promise<string> {
  await expect(page.getByText('Tudo certo: a campanha pode ser publicada.')).toBeVisible();
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/campaigns\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

export interface MinimalCampaign {
  name: string;
  /** The wizard's create route (spec §2), e.g. `/campaigns/push/create`. */
  route: string;
  /** On `/campaigns/create`: the type's label in the type picker. */
  typeLabel?: string;
  /** Days from today to the start (at least the type's lead time). */
  startInDays: number;
  /** Creative name after the advertiser's (`Retângulo 300x250`, `Push`…). */
  creative: string;
  /** A bid above the type's minimum for the bid type the wizard offers first. */
  bid: string;
  /** A demo advertiser (its display name); the one the other journeys use when left out. */
  advertiser?: string;
}

/** Fills the wizard with the minimum that passes the rules and publishes; returns the campaign id. */
export async function createMinimalCampaign(page: Page, campaign: MinimalCampaign): Promise<string> {
  await minimalCampaignUpToCreatives(page, campaign);
  await next(page, 'Revisão');
  return publish(page);
}

/** The minimal campaign's wizard up to its creative chosen on the Criativos step (not moved on). */
export async function minimalCampaignUpToCreatives(page: Page, campaign: MinimalCampaign) {
  await page.goto(campaign.route);
  await expect(page).toHaveTitle('Objetivo · Nova campanha · Verba');
  if (campaign.typeLabel) await pick(page, 'campaign-type', campaign.typeLabel);
  await objectiveAndSettings(page, campaign.name, '200', campaign.advertiser);
  await page.getByTestId('campaign-start-date').fill(dayFromToday(campaign.startInDays));
  await page.getByTestId('campaign-end-date').fill(dayFromToday(campaign.startInDays + 20));
  await next(page, 'Pixel');
  await next(page, 'Grupos');
  await oneGroup(page, `${campaign.name} · grupo`, '200');
  await next(page, 'Estratégias');
  await oneStrategy(page, `${campaign.name} · estratégia`, '200', campaign.bid);
  await next(page, 'Criativos');
  await chooseCreative(page, campaign.creative, campaign.advertiser);
}

/**
 * META_ADS has no wizard route: `/campaigns/meta-ads/create` imports a Meta Ads Manager export
 * (spec §2). A one-campaign export is uploaded, then the draft is finished in the wizard (the
 * export carries no creatives) and published; returns the campaign id.
 */
export async function importMetaAdsCampaign(
  page: Page,
  name: string,
  creative: string,
  advertiser = demoAdvertiser,
): Promise<string> {
  const start = dayFromToday(6);
  const end = dayFromToday(26);
  const csv = [
    'Nome da campanha,Objetivo da campanha,Orçamento vitalício da campanha,Início da campanha,Término da campanha,Nome do conjunto de anúncios,Orçamento vitalício do conjunto de anúncios,Países,Valor do lance,Meta de otimização,Nome do anúncio',
    `${name},OUTCOME_AWARENESS,"200,00",${start},${end},${name} · conjunto,"200,00",BR,"5,00",IMPRESSIONS,Anúncio 1`,
  ].join('\n');
  await page.goto('/campaigns/meta-ads/create');
  await pick(page, 'import-advertiser', advertiser);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-button').click();
  await (await chooser).setFiles({ name: 'meta-ads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const imported = page.getByTestId('imported-campaign').filter({ hasText: name });
  await expect(imported).toContainText('Meta Ads');
  await imported.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit$/);
  await expect(page).toHaveTitle(/ · Nova campanha · Verba$/);
  for (const step of ['Pixel', 'Grupos', 'Estratégias', 'Criativos']) {
    if ((await page.title()).startsWith(`${step} `)) continue;
    await next(page, step);
  }
  await chooseCreative(page, creative, advertiser);
  await next(page, 'Revisão');
  return publish(page);
}

/** The campaign types this installation can publish now (GET public/config, issue 27). */
export async function deliverableTypes(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/v1/public/config');
  const body = (await res.json()) as { data: { channels: { deliverable_types: string[] } } };
  return body.data.channels.deliverable_types;
}

/** On the review step of a type not live here: the wizard says so and publishing is off. */
export async function expectNotLiveAtReview(page: Page) {
  await expect(page.getByTestId('review-where').getByTestId('channel-not-live')).toBeVisible();
  await expect(page.getByTestId('publish')).toBeDisabled();
}
