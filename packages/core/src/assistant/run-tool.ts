import { assistantProposals } from '@verba/db';
import {
  assistantMetrics,
  can,
  dateRangePresets,
  formatDate,
  formatMoney,
  helpTopics,
  listAdvertisersQuerySchema,
  listCampaignsQuerySchema,
  walletEntriesQuerySchema,
  z,
  type AssistantMetric,
  type DateRangePreset,
  type ReportDefinition,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';
import { translatorFor } from '../i18n/translate';
import { listCampaigns } from '../campaigns/list-campaigns';
import { findCampaign } from '../campaigns/find-campaign';
import { listAdvertisers } from '../advertisers/list-advertisers';
import { listWallets } from '../wallets/list-wallets';
import { listWalletEntries } from '../wallets/list-wallet-entries';
import { runReport } from '../reports/run-report';
import { getCampaignDelivery } from '../delivery/read/get-campaign-delivery';
import type { ReportMetricValues } from '../reports/report-table';
import type { ScreenContext, ToolCallRequest } from './provider';
import type { AssistantPart, ProposalCard } from './parts';
import { resolveEntity, type Entity } from './resolve-entity';
import { suggestAudiencesSlot } from './suggest-audiences-slot';

/** A tool's answer: facts for the model (JSON, data only) and what the drawer shows. */
export interface ToolOutcome {
  ok: boolean;
  /** Data for the model: Verba's facts, never instructions. */
  data: Record<string, unknown>;
  parts: AssistantPart[];
}

const argsSchema = z
  .object({
    name: z.string().max(200).optional(),
    period: z.enum(dateRangePresets).optional(),
    metrics: z.array(z.enum(assistantMetrics)).max(assistantMetrics.length).optional(),
    amount: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
    end_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    status: z.enum(['active', 'paused', 'draft', 'finished']).optional(),
    topic: z.enum(helpTopics).optional(),
    description: z.string().max(1000).optional(),
  })
  .strip();
type ToolArgs = z.infer<typeof argsSchema>;

const statusOfArg = { active: 'active', paused: 'paused', draft: 'draft', finished: 'finished' } as const;

function fail(data: Record<string, unknown>, text?: string): ToolOutcome {
  return { ok: false, data, parts: text ? [{ kind: 'options', items: [text] }] : [] };
}

const reportMetricOf: Record<AssistantMetric, ReportDefinition['metrics'][number]> = {
  spend: 'spend',
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  conversions: 'conversions',
  cpc: 'cpc',
  cpm: 'cpm',
};

export interface RunToolOptions {
  deps: Deps;
  actor: Actor;
  call: ToolCallRequest;
  /** The user's own words (names in them are matched against the company's own entities). */
  message: string;
  screen: ScreenContext;
}

/**
 * Runs one tool call as the signed-in user, through the same use cases and permissions as the
 * API. Reads answer at once; changes only store a proposal card that runs on confirmation.
 */
export async function runTool({ deps, actor, call, message, screen }: RunToolOptions): Promise<ToolOutcome> {
  const parsed = argsSchema.safeParse(call.arguments ?? {});
  if (!parsed.success) return fail({ error: 'invalid_arguments' });
  const args = parsed.data;
  const t = translatorFor(actor.language);
  try {
    switch (call.name) {
      case 'find_campaigns':
        return await findCampaigns(deps, actor, args, message, screen, t);
      case 'find_advertisers':
        return await findAdvertisers(deps, actor, args, t);
      case 'report':
        return await report(deps, actor, args, message, screen, t);
      case 'balance':
        return await balance(deps, actor, args, message, screen, t);
      case 'statement':
        return await statement(deps, actor, args, message, screen, t);
      case 'explain_delivery':
        return await explainDelivery(deps, actor, args, message, screen, t);
      case 'suggest_audiences':
        return await suggestAudiences(deps, actor, args, message, screen, t);
      case 'help':
        return help(args, t);
      case 'pause_campaign':
      case 'activate_campaign':
        return await proposeStatusChange(deps, actor, call.name, args, message, screen, t);
      case 'change_budget':
        return await proposeBudget(deps, actor, args, message, screen, t);
      case 'change_end_date':
        return await proposeEndDate(deps, actor, args, message, screen, t);
      default:
        return fail({ error: 'unknown_tool', tool: call.name });
    }
  } catch (error) {
    if (error instanceof DomainError) return fail({ error: error.code });
    throw error;
  }
}

type T = ReturnType<typeof translatorFor>;

async function campaignOf(deps: Deps, actor: Actor, args: ToolArgs, message: string, screen: ScreenContext) {
  return resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'campaign' });
}

function notFound(args: ToolArgs, t: T): ToolOutcome {
  return fail(
    { error: 'not_found', name: args.name ?? null },
    args.name ? t('assistant:answers.not_found', { name: args.name }) : t('assistant:answers.which'),
  );
}

async function findCampaigns(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  const entity = args.name
    ? await resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'any' })
    : null;
  const query = listCampaignsQuerySchema.parse({
    per_page: 10,
    ...(args.status ? { status: statusOfArg[args.status] } : {}),
    ...(entity?.kind === 'advertiser' ? { advertiser_id: entity.id } : {}),
    ...(entity?.kind === 'campaign' ? { q: entity.name } : args.name && !entity ? { q: args.name } : {}),
  });
  const page = await listCampaigns({ deps, actor, query });
  const rows = page.data.map((c) => [
    c.name ?? '—',
    c.advertiser_name,
    t(`campaigns:statuses.${c.status}`, { defaultValue: c.status }),
    c.budget !== null ? formatMoney(BigInt(c.budget), c.currency) : '—',
  ]);
  return {
    ok: true,
    data: {
      total: page.meta.total,
      campaigns: page.data.map((c) => ({
        id: c.id,
        name: c.name,
        advertiser: c.advertiser_name,
        status: c.status,
        budget: c.budget,
        currency: c.currency,
        end_date: c.end_date,
      })),
    },
    parts: [
      {
        kind: 'table',
        columns: [
          t('assistant:columns.campaign'),
          t('assistant:columns.advertiser'),
          t('assistant:columns.status'),
          t('assistant:columns.budget'),
        ],
        rows,
        align: ['left', 'left', 'left', 'right'],
      },
      {
        kind: 'link',
        href: page.data.length === 1 ? `/campaigns/${page.data[0]!.id}` : '/campaigns',
        label: t('assistant:links.campaigns'),
      },
    ],
  };
}

async function findAdvertisers(deps: Deps, actor: Actor, args: ToolArgs, t: T): Promise<ToolOutcome> {
  const query = listAdvertisersQuerySchema.parse({
    per_page: 10,
    ...(args.name ? { search: args.name } : {}),
  });
  const page = await listAdvertisers({ deps, actor, query });
  return {
    ok: true,
    data: {
      total: page.meta.total,
      advertisers: page.data.map((a) => ({
        id: a.id,
        name: a.display_name,
        status: a.status,
        balance: a.balance,
      })),
    },
    parts: [
      {
        kind: 'table',
        columns: [
          t('assistant:columns.advertiser'),
          t('assistant:columns.status'),
          t('assistant:columns.balance'),
        ],
        rows: page.data.map((a) => [
          a.display_name,
          t(`advertisers:status.${a.status}`, { defaultValue: String(a.status) }),
          formatMoney(BigInt(a.balance)),
        ]),
        align: ['left', 'left', 'right'],
      },
      { kind: 'link', href: '/advertisers', label: t('assistant:links.advertisers') },
    ],
  };
}

function metricText(
  metric: AssistantMetric,
  value: unknown,
  currency: 'BRL' | 'USD' | 'EUR',
  language: Actor['language'],
): string {
  if (value === null || value === undefined) return '—';
  if (metric === 'spend' || metric === 'cpc' || metric === 'cpm')
    return formatMoney(BigInt(Math.round(Number(value))), currency);
  if (metric === 'ctr')
    return `${(Number(value) * 100).toLocaleString(language === 'en' ? 'en-US' : language === 'es' ? 'es' : 'pt-BR', { maximumFractionDigits: 2 })} %`;
  return Number(value).toLocaleString(language === 'en' ? 'en-US' : language === 'es' ? 'es' : 'pt-BR');
}

async function report(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  const named = args.name !== undefined;
  const entity = await resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'any' });
  if (named && !entity) return notFound(args, t);
  const period: DateRangePreset = args.period ?? 'last_30_days';
  const metrics = args.metrics?.length
    ? args.metrics
    : (['spend', 'impressions', 'clicks', 'conversions'] as AssistantMetric[]);
  const filters: ReportDefinition['filters'] =
    entity?.kind === 'campaign'
      ? { campaign_ids: [entity.id] }
      : entity
        ? { advertiser_ids: [entity.id] }
        : {};
  const definition: ReportDefinition = {
    version: 1,
    dimensions: ['date'],
    metrics: metrics.map((m) => reportMetricOf[m]),
    filters,
    range: { preset: period },
    time_zone: 'America/Sao_Paulo',
    comparison: 'none',
    sort: { by: 'date', direction: 'asc' },
  };
  const page = await runReport({ deps, actor, input: { definition, page_size: 100 } });
  const currency = 'BRL' as const;
  const valueOf = (values: ReportMetricValues, m: AssistantMetric) => values[reportMetricOf[m]] ?? null;
  const totals = Object.fromEntries(metrics.map((m) => [m, valueOf(page.totals.metrics, m)]));
  const search = new URLSearchParams({ dims: 'date', metrics: definition.metrics.join(','), period });
  if (entity?.kind === 'campaign') search.set('campaigns', entity.id);
  if (entity?.kind === 'advertiser') search.set('advertisers', entity.id);
  const dayRows = page.rows.map((row) => {
    const day = row.dimensions.date?.label ?? '';
    return [day, ...metrics.map((m) => metricText(m, valueOf(row.metrics, m), currency, actor.language))];
  });
  const parts: AssistantPart[] = [
    {
      kind: 'table',
      columns: [t('assistant:columns.total'), ...metrics.map((m) => t(`assistant:metrics.${m}`))],
      rows: [
        [
          t(`assistant:periods.${period}`),
          ...metrics.map((m) => metricText(m, totals[m], currency, actor.language)),
        ],
      ],
      align: ['left', ...metrics.map(() => 'right' as const)],
    },
  ];
  const first = metrics[0]!;
  if (page.rows.length > 1)
    parts.push({
      kind: 'chart',
      label: t(`assistant:metrics.${first}`),
      points: page.rows.map((row, i) => ({
        x: dayRows[i]![0]!,
        y: Number(valueOf(row.metrics, first) ?? 0),
      })),
    });
  parts.push({ kind: 'link', href: `/reports?${search.toString()}`, label: t('assistant:links.report') });
  return {
    ok: true,
    data: {
      subject: entity ? { kind: entity.kind, name: entity.name } : { kind: 'company' },
      period,
      currency,
      totals,
      totals_text: Object.fromEntries(
        metrics.map((m) => [m, metricText(m, totals[m], currency, actor.language)]),
      ),
      days: page.rows.length,
    },
    parts,
  };
}

async function advertiserOf(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
): Promise<Entity | null> {
  const entity = await resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'advertiser' });
  return entity;
}

async function balance(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  if (!can.manageFinance(actor.role)) return fail({ error: 'FORBIDDEN' }, t('assistant:answers.forbidden'));
  const entity =
    args.name || screen.advertiserId ? await advertiserOf(deps, actor, args, message, screen) : null;
  if (args.name && !entity) return notFound(args, t);
  const wallets = (await listWallets({ deps, actor })).filter(
    (w) => !entity || w.advertiser?.id === entity.advertiserId,
  );
  return {
    ok: true,
    data: {
      wallets: wallets.map((w) => ({
        advertiser: w.advertiser?.display_name ?? null,
        currency: w.currency,
        balance: w.balance,
      })),
    },
    parts: [
      {
        kind: 'table',
        columns: [t('assistant:columns.wallet'), t('assistant:columns.balance')],
        rows: wallets.map((w) => [
          w.advertiser?.display_name ?? t('assistant:answers.company_wallet'),
          formatMoney(BigInt(w.balance), w.currency),
        ]),
        align: ['left', 'right'],
      },
      { kind: 'link', href: '/finances', label: t('assistant:links.finances') },
    ],
  };
}

async function statement(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  if (!can.manageFinance(actor.role)) return fail({ error: 'FORBIDDEN' }, t('assistant:answers.forbidden'));
  const entity =
    args.name || screen.advertiserId ? await advertiserOf(deps, actor, args, message, screen) : null;
  if (args.name && !entity) return notFound(args, t);
  const wallets = await listWallets({ deps, actor });
  const wallet = entity
    ? wallets.find((w) => w.advertiser?.id === entity.advertiserId)
    : wallets.find((w) => w.kind === 'company');
  if (!wallet?.account_id)
    return {
      ok: true,
      data: { entries: [] },
      parts: [{ kind: 'options', items: [t('assistant:answers.no_entries')] }],
    };
  const page = await listWalletEntries({
    deps,
    actor,
    accountId: wallet.account_id,
    query: walletEntriesQuerySchema.parse({ per_page: 10 }),
  });
  const entries = page.data;
  return {
    ok: true,
    data: {
      wallet: wallet.advertiser?.display_name ?? 'company',
      entries: entries.map((e) => ({
        type: e.type,
        sign: e.sign,
        amount: e.amount,
        balance_after: e.balance_after,
        at: e.created_at,
        campaign: e.campaign?.name ?? null,
      })),
    },
    parts: [
      {
        kind: 'table',
        columns: [
          t('assistant:columns.date'),
          t('assistant:columns.entry'),
          t('assistant:columns.amount'),
          t('assistant:columns.balance'),
        ],
        rows: entries.map((e) => [
          formatDate(e.created_at, actor.language),
          t(`finances:entry_kind.${e.kind}`, { defaultValue: e.kind }) +
            (e.campaign?.name ? ` · ${e.campaign.name}` : ''),
          `${e.sign === 'minus' ? '−' : '+'} ${formatMoney(BigInt(e.amount), e.currency)}`,
          formatMoney(BigInt(e.balance_after), e.currency),
        ]),
        align: ['left', 'left', 'right', 'right'],
      },
      { kind: 'link', href: '/finances', label: t('assistant:links.finances') },
    ],
  };
}

async function explainDelivery(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  const entity = await campaignOf(deps, actor, args, message, screen);
  if (!entity || entity.kind !== 'campaign') return notFound(args, t);
  const delivery = await getCampaignDelivery({ deps, actor, campaignId: entity.id });
  const reasons = new Map<string, string>();
  for (const s of delivery.strategies)
    for (const r of s.reasons)
      reasons.set(
        r.code,
        t(`delivery:reasons.${r.code}.hint`, {
          defaultValue: t(`delivery:reasons.${r.code}.short`, { defaultValue: r.code }),
        }),
      );
  return {
    ok: true,
    data: {
      campaign: entity.name,
      status: delivery.status,
      impressions: delivery.totals.impressions,
      reasons: [...reasons.keys()],
    },
    parts: [
      ...(reasons.size > 0 ? [{ kind: 'options' as const, items: [...reasons.values()] }] : []),
      { kind: 'link', href: `/campaigns/${entity.id}/delivery`, label: t('assistant:links.delivery') },
    ],
  };
}

async function suggestAudiences(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  const entity = await advertiserOf(deps, actor, args, message, screen);
  if (!entity) return notFound(args, t);
  const suggest = await suggestAudiencesSlot();
  if (!suggest) return fail({ error: 'not_available' }, t('assistant:answers.audiences_unavailable'));
  const answer = await suggest({
    deps,
    actor,
    input: {
      advertiserId: entity.advertiserId,
      ...(args.description ? { description: args.description } : {}),
    },
  });
  return {
    ok: true,
    data: {
      advertiser: entity.name,
      suggestions: answer.suggestions.map((s) => ({ name: s.name, reason: s.reason })),
      estimated_reach: answer.estimatedReach,
    },
    parts: [
      {
        kind: 'table',
        columns: [t('assistant:columns.segment'), t('assistant:columns.reason')],
        rows: answer.suggestions.map((s) => [s.name, s.reason]),
      },
    ],
  };
}

function help(args: ToolArgs, t: T): ToolOutcome {
  const topic = args.topic ?? 'general';
  const q = t(`assistant:help_queries.${topic}`);
  return {
    ok: true,
    data: { topic },
    parts: [
      {
        kind: 'link',
        href: topic === 'general' ? '/help' : `/help?q=${encodeURIComponent(q)}`,
        label: t('assistant:links.help', { topic: t(`assistant:help_topics.${topic}`) }),
      },
    ],
  };
}

async function storeProposal(
  deps: Deps,
  actor: Actor,
  kind: string,
  input: Record<string, unknown>,
  card: Omit<ProposalCard, 'id' | 'status'>,
  requiredAmount: bigint | null,
): Promise<ProposalCard> {
  const [row] = await deps.db
    .insert(assistantProposals)
    .values({ companyId: actor.companyId, userId: actor.userId, kind, input, diff: card, requiredAmount })
    .returning({ id: assistantProposals.id });
  return { ...card, id: row!.id, status: 'pending' };
}

async function proposeStatusChange(
  deps: Deps,
  actor: Actor,
  tool: 'pause_campaign' | 'activate_campaign',
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  if (!can.manageCampaigns(actor.role)) return fail({ error: 'FORBIDDEN' }, t('assistant:answers.forbidden'));
  const entity = await campaignOf(deps, actor, args, message, screen);
  if (!entity || entity.kind !== 'campaign') return notFound(args, t);
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: entity.id });
  const pausing = tool === 'pause_campaign';
  const allowed = pausing ? campaign.status === 'active' : campaign.status === 'paused';
  const statusText = (s: string) => t(`campaigns:statuses.${s}`, { defaultValue: s });
  if (!allowed)
    return fail(
      {
        error: pausing ? 'CAMPAIGN_NOT_PAUSABLE' : 'CAMPAIGN_NOT_ACTIVATABLE',
        campaign: entity.name,
        status: campaign.status,
      },
      t(pausing ? 'assistant:answers.not_pausable' : 'assistant:answers.not_activatable', {
        name: entity.name,
        status: statusText(campaign.status),
      }),
    );
  const budget = campaign.budget !== null ? formatMoney(campaign.budget, campaign.currency) : '—';
  const card = await storeProposal(
    deps,
    actor,
    tool,
    { campaign_id: campaign.id, version: campaign.version },
    {
      kind: tool,
      title: t(pausing ? 'assistant:cards.pause' : 'assistant:cards.activate', { name: entity.name }),
      diff: [
        {
          field: t('assistant:columns.status'),
          before: statusText(campaign.status),
          after: statusText(pausing ? 'paused' : 'active'),
        },
      ],
      money_impact: t(pausing ? 'assistant:cards.pause_money' : 'assistant:cards.activate_money', { budget }),
      typed_amount: null,
    },
    null,
  );
  return {
    ok: true,
    data: {
      proposal: { id: card.id, title: card.title, diff: card.diff, money_impact: card.money_impact },
      note: 'Nothing changed yet: the user must confirm the card.',
    },
    parts: [{ kind: 'proposal', proposal: card }],
  };
}

async function campaignToEdit(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
) {
  if (!can.manageCampaigns(actor.role))
    return { refused: fail({ error: 'FORBIDDEN' }, t('assistant:answers.forbidden')) };
  const entity = await campaignOf(deps, actor, args, message, screen);
  if (!entity || entity.kind !== 'campaign') return { refused: notFound(args, t) };
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: entity.id });
  if (campaign.status === 'finished')
    return {
      refused: fail(
        { error: 'CAMPAIGN_NOT_EDITABLE', campaign: entity.name, status: campaign.status },
        t('assistant:answers.not_editable', {
          name: entity.name,
          status: t(`campaigns:statuses.${campaign.status}`, { defaultValue: campaign.status }),
        }),
      ),
    };
  return { entity, campaign };
}

async function proposeBudget(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  if (!args.amount) return fail({ error: 'invalid_arguments' });
  const found = await campaignToEdit(deps, actor, args, message, screen, t);
  if ('refused' in found) return found.refused!;
  const { entity, campaign } = found;
  const after = BigInt(args.amount);
  const before = campaign.budget;
  const money = (v: bigint) => formatMoney(v, campaign.currency);
  const raise = before === null || after > before;
  const difference = before === null ? after : after > before ? after - before : before - after;
  const card = await storeProposal(
    deps,
    actor,
    'change_budget',
    { campaign_id: campaign.id, version: campaign.version, budget: after.toString() },
    {
      kind: 'change_budget',
      title: t('assistant:cards.budget', { name: entity.name }),
      diff: [
        {
          field: t('assistant:columns.budget'),
          before: before === null ? '—' : money(before),
          after: money(after),
        },
      ],
      money_impact: t(raise ? 'assistant:cards.budget_raise' : 'assistant:cards.budget_lower', {
        difference: money(difference),
      }),
      typed_amount: raise ? money(after) : null,
    },
    raise ? after : null,
  );
  return {
    ok: true,
    data: {
      proposal: { id: card.id, title: card.title, diff: card.diff, money_impact: card.money_impact },
      note: 'Nothing changed yet: the user must confirm the card (and type the amount when it raises spend).',
    },
    parts: [{ kind: 'proposal', proposal: card }],
  };
}

async function proposeEndDate(
  deps: Deps,
  actor: Actor,
  args: ToolArgs,
  message: string,
  screen: ScreenContext,
  t: T,
): Promise<ToolOutcome> {
  if (!args.end_date) return fail({ error: 'invalid_arguments' });
  const found = await campaignToEdit(deps, actor, args, message, screen, t);
  if ('refused' in found) return found.refused!;
  const { entity, campaign } = found;
  const day = (d: string | null) => (d ? formatDate(d, actor.language) : '—');
  const card = await storeProposal(
    deps,
    actor,
    'change_end_date',
    { campaign_id: campaign.id, version: campaign.version, end_date: args.end_date },
    {
      kind: 'change_end_date',
      title: t('assistant:cards.end_date', { name: entity.name }),
      diff: [
        { field: t('assistant:columns.end_date'), before: day(campaign.endDate), after: day(args.end_date) },
      ],
      money_impact: t('assistant:cards.end_date_money', {
        budget: campaign.budget !== null ? formatMoney(campaign.budget, campaign.currency) : '—',
      }),
      typed_amount: null,
    },
    null,
  );
  return {
    ok: true,
    data: {
      proposal: { id: card.id, title: card.title, diff: card.diff, money_impact: card.money_impact },
      note: 'Nothing changed yet: the user must confirm the card.',
    },
    parts: [{ kind: 'proposal', proposal: card }],
  };
}
