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
