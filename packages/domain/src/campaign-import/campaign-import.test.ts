import { describe, expect, it } from 'vitest';
import type { BrazilianCity, BrazilianState } from '../audiences/locations';
import { campaignDraftSchema } from '../campaigns/schemas';
import { searchAdSchema } from '../creatives/schemas';
import { mapCampaignImport } from './map-campaign-import';
import { createPlaceResolver } from './places';
import type { CampaignImportResult, ImportRow } from './types';
import { parseAmountToMinorUnits, parseExportDate } from './values';

const state = (uf: string, name: string, ibgeCode: number): BrazilianState => ({
  uf,
  name,
  ibgeCode,
  region: '',
  latitude: 0,
  longitude: 0,
  population: 0,
});
const city = (ibgeCode: number, name: string, uf: string): BrazilianCity => ({
  ibgeCode,
  name,
  uf,
  capital: false,
  latitude: 0,
  longitude: 0,
});
const resolvePlace = createPlaceResolver({
  states: [state('SP', 'São Paulo', 35), state('PR', 'Paraná', 41), state('RJ', 'Rio de Janeiro', 33)],
  cities: [
    city(3550308, 'São Paulo', 'SP'),
    city(4106902, 'Curitiba', 'PR'),
    city(3304557, 'Rio de Janeiro', 'RJ'),
    city(3509502, 'Campinas', 'SP'),
    city(1, 'Bom Jesus', 'PR'),
    city(2, 'Bom Jesus', 'RJ'),
  ],
});

/** A tab-separated sheet as the tests write it: header first, then rows. */
const sheet = (text: string): ImportRow[] =>
  text
    .trim()
    .split('\n')
    .map((line, i) => ({ number: i + 1, cells: line.split('\t') }));

function mapped(rows: ImportRow[]): CampaignImportResult {
  const result = mapCampaignImport({ rows, resolvePlace });
  if ('refusal' in result) throw new Error(result.refusal);
  return result;
}

const headlines = Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`).join('\t');
const descriptions = Array.from({ length: 4 }, (_, i) => `Description ${i + 1}`).join('\t');

describe('Google Ads Editor exports', () => {
  const header = `Campaign\tCampaign Type\tBudget\tBudget type\tStart Date\tEnd Date\tAd Group\tMax CPC\tKeyword\tCriterion Type\tFinal URL\tPath 1\tPath 2\t${headlines}\t${descriptions}\tLink Text\tDescription Line 1\tDescription Line 2\tCallout text\tLocation`;
  // Cells after "Path 2": 15 headlines, 4 descriptions, link text, line 1, line 2, callout, location.
  const rest = (cells: Record<number, string>) =>
    Array.from({ length: 24 }, (_, i) => cells[i] ?? '').join('\t');
  const row = (first: string, more: Record<number, string> = {}) => `${first}\t${rest(more)}`;
  const file = sheet(
    [
      header,
      row('Verão 2027\tSearch\t150.00\tDaily\t2027-01-10\t2027-01-19\t\t\t\t\t\t\t'),
      row('Verão 2027\t\t\t\t\t\tTênis\t3.80\t\t\t\t\t'),
      row('Verão 2027\t\t\t\t\t\tTênis\t\t[tenis corrida]\tExact\t\t\t'),
      row('Verão 2027\t\t\t\t\t\tTênis\t\t"tenis feminino"\tPhrase\t\t\t'),
      row('Verão 2027\t\t\t\t\t\tTênis\t\tgratis\tNegative Broad\t\t\t'),
      row('Verão 2027\t\t\t\t\t\tTênis\t\t\t\thttps://loja.example.com/tenis\ttenis\tcorrida', {
        0: 'Tênis de corrida',
        1: 'Frete grátis',
        2: 'Até 10x sem juros',
        15: 'Os melhores tênis para correr',
        16: 'Troca grátis em 30 dias',
      }),
      row('Verão 2027\t\t\t\t\t\t\t\t\t\thttps://loja.example.com/ofertas\t\t', {
        19: 'Ofertas',
        20: 'Até 50% off',
      }),
      row('Verão 2027\t\t\t\t\t\t\t\t\t\thttps://loja.example.com/lojas\t\t', { 19: 'Lojas' }),
      row('Verão 2027\t\t\t\t\t\t\t\t\t\t\t\t', { 22: 'Entrega rápida' }),
      row('Verão 2027\t\t\t\t\t\t\t\t\t\t\t\t', { 23: 'Curitiba, Paraná, Brazil' }),
      row('Verão 2027\t\t\t\t\t\t\t\t\t\t\t\t', { 23: 'Atlantis' }),
      row('Shopping BF\tShopping\t90.00\tDaily\t\t\t\t\t\t\t\t\t'),
    ].join('\n'),
  );

  it('turns a search campaign into a SEARCH draft with its ad group, bid, locations and ad', () => {
    const result = mapped(file);
    expect(result.source).toBe('GOOGLE_ADS_EDITOR');
    expect(result.campaigns).toHaveLength(1);
    const [campaign] = result.campaigns;
    const draft = campaignDraftSchema.parse(campaign!.draft);
    expect(draft).toMatchObject({
      type: 'SEARCH',
      name: 'Verão 2027',
      daily_budget: 15000n,
      budget: 150000n,
      start_date: '2027-01-10',
      end_date: '2027-01-19',
    });
    expect(draft.groups).toHaveLength(1);
    expect(draft.groups![0]!.strategies![0]).toMatchObject({
      name: 'Tênis',
      bid: { type: 'CPC', amount: 380n },
      locations: [{ kind: 'city', country: 'BR', state: 'PR', city: '4106902' }],
      // The ad group's keywords with their match types (issue 26) and its negative (issue 27).
      keywords: [
        { text: 'tenis corrida', match_type: 'EXACT' },
        { text: 'tenis feminino', match_type: 'PHRASE' },
        { text: 'gratis', match_type: 'BROAD', negative: true },
      ],
    });
    expect(campaign!.notes.map((n) => n.key)).toContain('campaigns:import.messages.budget_from_daily');
    const [ad] = campaign!.searchAds;
    const parsed = searchAdSchema.parse(ad!.ad);
    expect(parsed.titles).toEqual(['Tênis de corrida', 'Frete grátis', 'Até 10x sem juros']);
    expect(parsed.keywords).toEqual(['tenis corrida', 'tenis feminino']); // not the negative
    expect(parsed.sitelinks.map((s) => s.text)).toEqual(['Ofertas', 'Lojas']);
    expect(parsed.callouts).toEqual(['Entrega rápida']);
    expect(parsed.path1).toBe('tenis');
  });

  it('reports each row it could not map, with its line number', () => {
    const skipped = mapped(file).skipped.map((s) => [s.row, s.key, s.values]);
    expect(skipped).toEqual([
      [12, 'campaigns:import.messages.place_unknown', { place: 'Atlantis' }],
      [13, 'campaigns:import.messages.type_not_supported', { type: 'Shopping' }],
    ]);
  });
});

describe('Meta Ads Manager exports', () => {
  const header = [
    'Nome da campanha',
    'Objetivo da campanha',
    'Orçamento vitalício da campanha',
    'Início da campanha',
    'Término da campanha',
    'Nome do conjunto de anúncios',
    'Orçamento vitalício do conjunto de anúncios',
    'Países',
    'Regiões',
    'Cidades',
    'Gênero',
    'Idade mínima',
    'Idade máxima',
    'Valor do lance',
    'Meta de otimização',
    'Nome do anúncio',
  ].join('\t');
  const file = sheet(
    [
      header,
      'Black Friday\tOUTCOME_SALES\t\t20/11/2027\t30/11/2027\tSP mulheres\t2.500,00\t\tSão Paulo\t\tWomen\t25\t44\t\t\tAnúncio 1',
      'Black Friday\tOUTCOME_SALES\t\t20/11/2027\t30/11/2027\tSP mulheres\t2.500,00\t\tSão Paulo\t\tWomen\t25\t44\t\t\tAnúncio 2',
      'Black Friday\tOUTCOME_SALES\t\t20/11/2027\t30/11/2027\tCapitais\t1.500,00\tBR\t\tCuritiba, PR (+25 km); Rio de Janeiro, RJ\tAll\t18\t65\t12,50\tIMPRESSIONS\tAnúncio 3',
      '\tOUTCOME_SALES\t\t\t\t\t\t\t\t\t\t\t\t\t\t',
    ].join('\n'),
  );

  it('turns each campaign into a META_ADS draft, each ad set into a group with its targeting', () => {
    const result = mapped(file);
    expect(result.source).toBe('META_ADS_MANAGER');
    const [campaign] = result.campaigns;
    const draft = campaignDraftSchema.parse(campaign!.draft);
    expect(draft).toMatchObject({
      type: 'META_ADS',
      objective: 'CONVERSION',
      budget: 400000n,
      start_date: '2027-11-20',
      end_date: '2027-11-30',
    });
    const [women, capitals] = draft.groups!;
    expect(women!.strategies![0]).toMatchObject({
      budget: 250000n,
      genders: ['FEMALE'],
      age_ranges: ['25_34', '35_44'],
      locations: [{ kind: 'state', country: 'BR', state: 'SP' }],
    });
    expect(capitals!.strategies![0]).toMatchObject({
      bid: { type: 'CPM', amount: 1250n },
      locations: [
        { kind: 'country', country: 'BR' },
        { kind: 'radius', city: '4106902', km: 25 },
        { kind: 'city', country: 'BR', state: 'RJ', city: '3304557' },
      ],
    });
    expect(capitals!.strategies![0]!.age_ranges).toBeUndefined();
    expect(campaign!.notes).toContainEqual({
      key: 'campaigns:import.messages.ads_not_imported',
      values: { count: 3 },
    });
    expect(result.skipped).toEqual([{ row: 5, key: 'campaigns:import.messages.no_campaign' }]);
  });
});

describe('what the importer refuses', () => {
  it('refuses a sheet that is neither export, and an export without rows', () => {
    expect(mapCampaignImport({ rows: sheet('Nome\tE-mail\nAna\ta@b.c'), resolvePlace })).toEqual({
      refusal: 'CAMPAIGN_IMPORT_NOT_RECOGNISED',
    });
    expect(mapCampaignImport({ rows: sheet('Campaign Name\tAd Set Name'), resolvePlace })).toEqual({
      refusal: 'CAMPAIGN_IMPORT_EMPTY',
    });
    expect(mapCampaignImport({ rows: [], resolvePlace })).toEqual({ refusal: 'CAMPAIGN_IMPORT_EMPTY' });
  });
});

describe('cells of an export', () => {
  it.each([
    ['150.00', 15000n],
    ['1,234.56', 123456n],
    ['1.234,56', 123456n],
    ['R$ 50', 5000n],
    ['3.8', 380n],
    ['1.500', 150000n],
    ['0', undefined],
    ['-5', undefined],
    ['abc', undefined],
  ])('amount %s → %s', (cell, minor) => expect(parseAmountToMinorUnits(cell)).toBe(minor));

  it('reads dates ISO or slashed by the export language', () => {
    expect(parseExportDate('2027-01-10T09:00:00-0300', { dayFirst: false })).toBe('2027-01-10');
    expect(parseExportDate('10/01/2027', { dayFirst: true })).toBe('2027-01-10');
    expect(parseExportDate('1/10/2027', { dayFirst: false })).toBe('2027-01-10');
    expect(parseExportDate('31/02/2027', { dayFirst: true })).toBeUndefined();
  });

  it('places ambiguous names only when the state says which', () => {
    expect(resolvePlace('Bom Jesus')).toBeUndefined();
    expect(resolvePlace('Bom Jesus, RJ')).toEqual({ kind: 'city', country: 'BR', state: 'RJ', city: '2' });
    expect(resolvePlace('São Paulo')).toEqual({ kind: 'state', country: 'BR', state: 'SP' });
    expect(resolvePlace('São Paulo', 'city')).toMatchObject({ kind: 'city', city: '3550308' });
    expect(resolvePlace('State of São Paulo, Brazil')).toEqual({ kind: 'state', country: 'BR', state: 'SP' });
    expect(resolvePlace('AR', 'country')).toEqual({ kind: 'country', country: 'AR' });
  });
});
