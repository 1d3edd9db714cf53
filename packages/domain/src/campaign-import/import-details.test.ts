import { describe, expect, it } from 'vitest';
import { campaignDraftSchema } from '../campaigns/schemas';
import { issueFieldOf } from '../campaigns/issue-fields';
import { searchAdSchema } from '../creatives/schemas';
import { importColumnOfPath } from './columns-of-paths';
import { mapCampaignImport } from './map-campaign-import';
import { cleanSearchAd, searchAdProblems } from './search-ad-cleaning';
import type { CampaignImportResult, ImportRow } from './types';

const sheet = (lines: string[]): ImportRow[] =>
  lines.map((line, i) => ({ number: i + 1, cells: line.split('\t') }));
const mapped = (rows: ImportRow[]): CampaignImportResult => {
  const result = mapCampaignImport({ rows, resolvePlace: () => undefined });
  if ('refusal' in result) throw new Error(result.refusal);
  return result;
};

describe('Meta ad sets: daily budget and bid type are carried (issue 26)', () => {
  const header = [
    'Campaign Name',
    'Campaign Start Time',
    'Campaign Stop Time',
    'Ad Set Name',
    'Ad Set Daily Budget',
    'Bid Amount',
    'Optimization Goal',
  ].join('\t');
  const result = mapped(
    sheet([
      header,
      'Natal\t12/01/2027\t12/10/2027\tCliques\t50.00\t\tLINK_CLICKS',
      'Natal\t12/01/2027\t12/10/2027\tAlcance\t30.00\t7.50\tREACH',
    ]),
  );
  const [campaign] = result.campaigns;
  const draft = campaignDraftSchema.parse(campaign!.draft);

  it('turns each ad set daily budget into the group budget over its days, and sums the dailies for the campaign', () => {
    const [clicks, reach] = draft.groups!;
    expect(clicks!.budget).toBe(50000n); // 50,00 × 10 days
    expect(reach!.budget).toBe(30000n);
    expect(draft.daily_budget).toBe(8000n);
    expect(draft.budget).toBe(80000n);
    expect(campaign!.notes).toContainEqual({
      key: 'campaigns:import.messages.ad_set_budget_from_daily',
      values: { group: 'Cliques', days: 10 },
    });
  });

  it('keeps the bid type of the optimisation goal even without an amount, and says the amount is missing', () => {
    expect(draft.groups![0]!.strategies![0]!.bid).toEqual({ type: 'CPC' });
    expect(draft.groups![1]!.strategies![0]!.bid).toEqual({ type: 'CPM', amount: 750n });
    expect(campaign!.notes).toContainEqual({
      key: 'campaigns:import.messages.bid_amount_missing',
      values: { group: 'Cliques', type: 'CPC' },
    });
  });

  it('names the file column a missing field comes from, as the header writes it', () => {
    expect(importColumnOfPath('META_ADS_MANAGER', 'groups.0.strategies.0.bid.amount')).toBe('bidAmount');
    expect(result.columnName?.('bidAmount')).toBe('Bid Amount');
    expect(result.columnName?.('objective')).toBe('Campaign Objective');
    expect(importColumnOfPath('GOOGLE_ADS_EDITOR', 'budget')).toBe('budget');
    expect(importColumnOfPath('META_ADS_MANAGER', 'creative_ids')).toBeUndefined();
  });
});

describe('responsive search ads: kept where valid, the failed rule named', () => {
  const ad = {
    final_url: 'https://loja.example.com',
    path1: 'um-caminho-longo-demais',
    path2: 'ok',
    titles: ['Tênis de corrida', 'Frete grátis', 'Até 10x sem juros', 'Um título que passa de trinta c'],
    descriptions: ['Os melhores tênis.', 'Troca grátis.'],
    sitelinks: [
      { text: 'Ofertas', final_url: 'https://loja.example.com/o', description1: null, description2: null },
      { text: 'Lojas', final_url: 'https://loja.example.com/l', description1: null, description2: null },
    ],
    callouts: [],
    keywords: ['tenis'],
  };
  const where = { name: 'Verão / Tênis #1', row: 7 };

  it('leaves out a 31-character title and a long path, saying which and why; the rest is a valid ad', () => {
    const cleaned = cleanSearchAd(ad, where);
    expect(cleaned.ad.titles).toEqual(ad.titles.slice(0, 3));
    expect(cleaned.ad.path1).toBeNull();
    expect(cleaned.notes).toEqual([
      {
        key: 'campaigns:import.messages.rsa.path1_too_long',
        values: { ...where, length: 23, max: 15 },
      },
      {
        key: 'campaigns:import.messages.rsa.title_too_long',
        values: { ...where, number: 4, length: 31, max: 30 },
      },
    ]);
    expect(searchAdSchema.safeParse(cleaned.ad).success).toBe(true);
    expect(searchAdProblems(cleaned.ad, where)).toEqual([]);
  });

  it('names the count rule an ad cannot meet (one sitelink, two titles)', () => {
    const problems = searchAdProblems(
      { ...ad, titles: ['A', 'B'], sitelinks: ad.sitelinks.slice(0, 1) },
      where,
    );
    expect(problems).toEqual([
      { key: 'campaigns:import.messages.rsa.titles_count', values: { ...where, count: 2, min: 3, max: 15 } },
      {
        key: 'campaigns:import.messages.rsa.sitelinks_count',
        values: { ...where, count: 1, min: 2, max: 20 },
      },
    ]);
  });
});

describe('issueFieldOf', () => {
  it('names the field of a rule path and which group or strategy it is in', () => {
    expect(issueFieldOf('budget')).toEqual({ label: 'campaigns:wizard.fields.budget' });
    expect(issueFieldOf('groups.1.start_date')).toEqual({
      label: 'campaigns:wizard.fields.start_date',
      group: 1,
    });
    expect(issueFieldOf('groups.0.strategies.2.bid.amount')).toEqual({
      label: 'campaigns:wizard.fields.bid_amount',
      group: 0,
      strategy: 2,
    });
    expect(issueFieldOf('creative_ids.3')).toEqual({ label: 'campaigns:wizard.steps.creatives' });
    expect(issueFieldOf('')).toBeUndefined();
  });
});
