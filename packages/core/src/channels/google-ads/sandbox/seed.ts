import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@verba/db';
import type { GoogleSandboxKnobs } from './knobs';
import { runMutate, type MutateRequestOp } from './mutate';
import { nextIds, saveResources } from './store';

/**
 * The advertisers' own sandbox Google Ads accounts are not empty: on first use each gets the
 * campaigns below, created 45 days earlier and running since, so "connect my account" shows
 * statistics and has campaigns to import. Created through the same mutate engine as API calls.
 */
const seeds: Record<
  string,
  {
    name: string;
    budgetMicros: string;
    keywords: string[];
    headlines: string[];
    descriptions: string[];
    finalUrl: string;
    paused?: boolean;
    /** Created after every campaign (so the ids of what came before stay as they were). */
    negatives?: { text: string; matchType: 'BROAD' | 'PHRASE' | 'EXACT'; campaignLevel?: boolean }[];
    sitelinks?: { text: string; url: string; line1?: string; line2?: string }[];
    callouts?: string[];
  }[]
> = {
  '2000000011': [
    {
      name: 'Cafés especiais — Pesquisa',
      budgetMicros: '40000000',
      keywords: ['café especial', 'café em grãos', 'comprar café'],
      headlines: ['Café da Vila', 'Cafés especiais', 'Torra semanal', 'Entrega em SP'],
      descriptions: [
        'Grãos de pequenos produtores, torrados toda semana.',
        'Peça hoje e receba amanhã em São Paulo.',
      ],
      finalUrl: 'https://cafedavila.com.br/',
      negatives: [
        { text: 'grátis', matchType: 'BROAD', campaignLevel: true },
        { text: 'café solúvel', matchType: 'EXACT' },
      ],
      sitelinks: [
        {
          text: 'Assinatura mensal',
          url: 'https://cafedavila.com.br/assinatura',
          line1: 'Receba café todo mês',
          line2: 'Frete grátis em SP',
        },
        { text: 'Nossos grãos', url: 'https://cafedavila.com.br/graos' },
      ],
      callouts: ['Torra semanal', 'Entrega em 24 h'],
    },
    {
      name: 'Marca — Pesquisa',
      budgetMicros: '15000000',
      keywords: ['café da vila'],
      headlines: ['Café da Vila', 'Loja oficial', 'Desde 2019'],
      descriptions: ['A loja oficial do Café da Vila.', 'Assinatura mensal com frete grátis.'],
      finalUrl: 'https://cafedavila.com.br/assinatura',
      paused: true,
    },
  ],
  '2000000021': [
    {
      name: 'Óculos de grau Campinas',
      budgetMicros: '25000000',
      keywords: ['ótica campinas', 'óculos de grau'],
      headlines: ['Ótica Visão Clara', 'Óculos de grau', 'Exame de vista'],
      descriptions: ['Armações e lentes com desconto em Campinas.', 'Agende seu horário hoje.'],
      finalUrl: 'https://visaoclara.com.br/',
      sitelinks: [
        { text: 'Agende seu exame', url: 'https://visaoclara.com.br/exame' },
        { text: 'Armações', url: 'https://visaoclara.com.br/armacoes' },
      ],
    },
  ],
};

const seededHere = new Set<string>();

export async function seedCustomer(input: {
  db: Db;
  customerId: string;
  now: Date;
  knobs: GoogleSandboxKnobs;
}): Promise<void> {
  const plans = seeds[input.customerId];
  if (!plans || seededHere.has(input.customerId)) return;
  seededHere.add(input.customerId);
  const claimed = await queryRows<{ key: string }>(
    input.db,
    sql`INSERT INTO sandbox_google_settings (key, value) VALUES (${`seeded:${input.customerId}`}, 'true'::jsonb) ON CONFLICT (key) DO NOTHING RETURNING key`,
  );
  if (claimed.length === 0) return;
  const at = new Date(input.now.getTime() - 45 * 24 * 3600_000);
  const c = `customers/${input.customerId}`;
  const ops: MutateRequestOp[] = [];
  plans.forEach((p, i) => {
    const n = (k: number) => `-${i * 100 + k}`;
    const push = (kind: MutateRequestOp['kind'], create: Record<string, unknown>) =>
      ops.push({ kind, op: { create }, path: [{ fieldName: 'operations', index: ops.length }] });
    push('campaignBudget', {
      resourceName: `${c}/campaignBudgets/${n(1)}`,
      name: `${p.name} (orçamento)`,
      amountMicros: p.budgetMicros,
      deliveryMethod: 'STANDARD',
      explicitlyShared: false,
    });
    push('campaign', {
      resourceName: `${c}/campaigns/${n(2)}`,
      name: p.name,
      advertisingChannelType: 'SEARCH',
      status: p.paused ? 'PAUSED' : 'ENABLED',
      campaignBudget: `${c}/campaignBudgets/${n(1)}`,
      manualCpc: {},
      containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
    });
    push('campaignCriterion', {
      campaign: `${c}/campaigns/${n(2)}`,
      location: { geoTargetConstant: 'geoTargetConstants/2076' },
    });
    push('campaignCriterion', {
      campaign: `${c}/campaigns/${n(2)}`,
      language: { languageConstant: 'languageConstants/1014' },
    });
    push('adGroup', {
      resourceName: `${c}/adGroups/${n(3)}`,
      name: 'Grupo principal',
      campaign: `${c}/campaigns/${n(2)}`,
      status: 'ENABLED',
      cpcBidMicros: '1200000',
    });
    for (const k of p.keywords)
      push('adGroupCriterion', {
        adGroup: `${c}/adGroups/${n(3)}`,
        keyword: { text: k, matchType: 'PHRASE' },
      });
    push('adGroupAd', {
      adGroup: `${c}/adGroups/${n(3)}`,
      status: 'ENABLED',
      ad: {
        finalUrls: [p.finalUrl],
        responsiveSearchAd: {
          headlines: p.headlines.map((text) => ({ text })),
          descriptions: p.descriptions.map((text) => ({ text })),
        },
      },
    });
  });
  // Negatives, sitelinks and callouts after every campaign: what existed before keeps its ids.
  plans.forEach((p, i) => {
    const n = (k: number) => `-${i * 100 + k}`;
    const push = (kind: MutateRequestOp['kind'], create: Record<string, unknown>) =>
      ops.push({ kind, op: { create }, path: [{ fieldName: 'operations', index: ops.length }] });
    for (const k of p.negatives ?? [])
      if (k.campaignLevel)
        push('campaignCriterion', {
          campaign: `${c}/campaigns/${n(2)}`,
          negative: true,
          keyword: { text: k.text, matchType: k.matchType },
        });
      else
        push('adGroupCriterion', {
          adGroup: `${c}/adGroups/${n(3)}`,
          negative: true,
          keyword: { text: k.text, matchType: k.matchType },
        });
    (p.sitelinks ?? []).forEach((link, j) => {
      push('asset', {
        resourceName: `${c}/assets/${n(10 + j)}`,
        finalUrls: [link.url],
        sitelinkAsset: {
          linkText: link.text,
          ...(link.line1 ? { description1: link.line1 } : {}),
          ...(link.line2 ? { description2: link.line2 } : {}),
        },
      });
      push('campaignAsset', {
        campaign: `${c}/campaigns/${n(2)}`,
        asset: `${c}/assets/${n(10 + j)}`,
        fieldType: 'SITELINK',
      });
    });
    (p.callouts ?? []).forEach((text, j) => {
      push('asset', { resourceName: `${c}/assets/${n(40 + j)}`, calloutAsset: { calloutText: text } });
      push('campaignAsset', {
        campaign: `${c}/campaigns/${n(2)}`,
        asset: `${c}/assets/${n(40 + j)}`,
        fieldType: 'CALLOUT',
      });
    });
  });
  await input.db.transaction(async (tx) => {
    const ids = await nextIds(tx, ops.length * 2);
    const result = runMutate({
      customerId: input.customerId,
      now: at,
      knobs: { ...input.knobs, reviewDelaySeconds: 60 },
      resources: [],
      ops,
      partialFailure: false,
      ids,
    });
    if (result.errors.length)
      throw new Error(
        `sandbox seed of ${input.customerId} failed: ${result.errors.map((e) => e.message).join('; ')}`,
      );
    await saveResources(tx, result.changed);
  });
}
