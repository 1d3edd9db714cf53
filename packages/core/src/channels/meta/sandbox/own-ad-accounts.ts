import { createHash, randomUUID } from 'node:crypto';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';
import { metaSandboxOwnAdAccounts, parseSubject, type LoginReply } from './facebook-login';
import { metaSandboxStore } from './graph-sandbox';

/**
 * The advertisers' OWN Meta ad accounts in the sandbox (connect-only data, issue 28;
 * docs/channels-connected-accounts.md): what a person's token with `ads_read` reads on
 * `act_40000000000000x1` — the account, its campaigns, ad sets, ads and insights. Read only: any
 * write answers (#3) as Meta does for an app without `ads_management` on the account.
 *
 * Shapes follow the Marketing API reference (Ad Account, Ad Campaign, Ad Set, Ad, Ad Account
 * Insights: `data` + `paging.cursors`, numbers in insights as strings, `spend` a decimal in the
 * account's currency, `actions [{action_type, value}]`, `date_start`/`date_stop` with
 * `time_increment=1`), as facebook/facebook-nodejs-business-sdk's AdAccount/Campaign/AdSet/Ad/
 * AdsInsights field lists name them. The objects are fixed (no state): each account has a few
 * campaigns started 90 days ago; the figures are computed from the day, so a read is reproducible.
 */

interface OwnCampaign {
  id: string;
  name: string;
  objective: string;
  status: 'ACTIVE' | 'PAUSED';
  /** centavos per day (ad set budget), or the lifetime budget when `lifetime` */
  dailyBudget: number;
  /** Days before today the campaign started / stopped delivering (stopped = paused then). */
  startedDaysAgo: number;
  pausedDaysAgo?: number;
  adset: {
    name: string;
    bidAmount?: number;
    optimizationGoal: string;
    billingEvent: string;
    targeting: Record<string, unknown>;
  };
  ad: { name: string; message: string; title: string; link: string; cta: string; description?: string };
}

const sp = { key: '3035', name: 'São Paulo (state)' };
const mg = { key: '3031', name: 'Minas Gerais' };

/** By own ad account id (`act_…`). Ids are the sandbox's own (Meta ids are numeric strings). */
export const metaSandboxOwnCampaigns: Record<string, OwnCampaign[]> = {
  act_4000000000000011: [
    {
      id: '5000000000000111',
      name: 'Cafés especiais — Tráfego',
      objective: 'OUTCOME_TRAFFIC',
      status: 'ACTIVE',
      dailyBudget: 4_000,
      startedDaysAgo: 90,
      adset: {
        name: 'São Paulo 25–54',
        bidAmount: 150,
        optimizationGoal: 'LINK_CLICKS',
        billingEvent: 'IMPRESSIONS',
        targeting: {
          geo_locations: { regions: [sp] },
          age_min: 25,
          age_max: 54,
          publisher_platforms: ['facebook', 'instagram'],
          facebook_positions: ['feed'],
          instagram_positions: ['stream', 'story'],
        },
      },
      ad: {
        name: 'Cafés especiais — feed',
        message: 'Grãos torrados na semana, direto da fazenda para a sua xícara.',
        title: 'Cafés especiais da Vila',
        link: 'https://cafedavila.com.br/cafes',
        cta: 'SHOP_NOW',
      },
    },
    {
      id: '5000000000000112',
      name: 'Assinatura mensal — Vendas',
      objective: 'OUTCOME_SALES',
      status: 'ACTIVE',
      dailyBudget: 6_000,
      startedDaysAgo: 60,
      adset: {
        name: 'Brasil 30–65',
        optimizationGoal: 'OFFSITE_CONVERSIONS',
        billingEvent: 'IMPRESSIONS',
        targeting: { geo_locations: { countries: ['BR'] }, age_min: 30, age_max: 65, genders: [2] },
      },
      ad: {
        name: 'Assinatura — carrossel',
        message: 'Receba 1 kg de café especial todo mês. Frete grátis para todo o Brasil.',
        title: 'Assine o clube do café',
        link: 'https://cafedavila.com.br/assinatura',
        cta: 'SUBSCRIBE',
      },
    },
    {
      id: '5000000000000113',
      name: 'Dia dos Pais — Reconhecimento',
      objective: 'OUTCOME_AWARENESS',
      status: 'PAUSED',
      dailyBudget: 2_500,
      startedDaysAgo: 80,
      pausedDaysAgo: 50,
      adset: {
        name: 'Minas Gerais',
        optimizationGoal: 'REACH',
        billingEvent: 'IMPRESSIONS',
        targeting: { geo_locations: { regions: [mg] }, age_min: 18, age_max: 65 },
      },
      ad: {
        name: 'Dia dos Pais — vídeo',
        message: 'Presenteie com café de verdade.',
        title: 'Kit Dia dos Pais',
        link: 'https://cafedavila.com.br/presentes',
        cta: 'LEARN_MORE',
      },
    },
  ],
  act_4000000000000021: [
    {
      id: '5000000000000211',
      name: 'Óculos de grau — Tráfego',
      objective: 'OUTCOME_TRAFFIC',
      status: 'ACTIVE',
      dailyBudget: 3_000,
      startedDaysAgo: 45,
      adset: {
        name: 'Campinas e região',
        bidAmount: 120,
        optimizationGoal: 'LINK_CLICKS',
        billingEvent: 'IMPRESSIONS',
        targeting: { geo_locations: { regions: [sp] }, age_min: 35, age_max: 65 },
      },
      ad: {
        name: 'Óculos — feed',
        message: 'Exame de vista e armação com 20% de desconto até domingo.',
        title: 'Ótica Visão Clara',
        link: 'https://visaoclara.com.br/oculos',
        cta: 'BOOK_TRAVEL',
      },
    },
  ],
  act_4000000000000031: [
    {
      id: '5000000000000311',
      name: 'Cafés especiais — Vendas (Meta)',
      objective: 'OUTCOME_SALES',
      status: 'ACTIVE',
      dailyBudget: 5_000,
      startedDaysAgo: 75,
      adset: {
        name: 'Sudeste 25–54',
        optimizationGoal: 'OFFSITE_CONVERSIONS',
        billingEvent: 'IMPRESSIONS',
        targeting: {
          geo_locations: { regions: [sp, mg] },
          age_min: 25,
          age_max: 54,
          publisher_platforms: ['instagram'],
          instagram_positions: ['stream', 'reels'],
        },
      },
      ad: {
        name: 'Cafés especiais — reels',
        message: 'Do pé de café à sua mesa: torra artesanal em pequenos lotes.',
        title: 'Café Serra Azul',
        link: 'https://cafeserraazul.com.br/loja',
        cta: 'SHOP_NOW',
      },
    },
    {
      id: '5000000000000312',
      name: 'Café da manhã — Alcance',
      objective: 'OUTCOME_AWARENESS',
      status: 'PAUSED',
      dailyBudget: 2_000,
      startedDaysAgo: 40,
      pausedDaysAgo: 10,
      adset: {
        name: 'Belo Horizonte',
        optimizationGoal: 'REACH',
        billingEvent: 'IMPRESSIONS',
        targeting: { geo_locations: { regions: [mg] }, age_min: 18, age_max: 65 },
      },
      ad: {
        name: 'Café da manhã — story',
        message: 'Comece o dia com o café que a Serra faz.',
        title: 'Bom dia com Serra Azul',
        link: 'https://cafeserraazul.com.br',
        cta: 'LEARN_MORE',
      },
    },
  ],
};

const unit = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 0xffffffff;

/** Minutes of the São Paulo day elapsed at `now` (UTC−3, no daylight saving since 2019). */
const saoPauloDayShare = (now: Date) =>
  ((((now.getTime() - 3 * 3_600_000) % 86_400_000) + 86_400_000) % 86_400_000) / 86_400_000;

export interface OwnDayFigures {
  impressions: number;
  clicks: number;
  /** centavos */
  spend: number;
  purchases: number;
}

/** A campaign's delivery on one São Paulo day (zero outside its dates; today pro rata of the hour). */
export function ownCampaignDay(campaign: OwnCampaign, day: string, now: Date): OwnDayFigures {
  const today = saoPauloDateOf(now);
  const start = addCalendarDays(today, -campaign.startedDaysAgo);
  const stop = campaign.pausedDaysAgo === undefined ? today : addCalendarDays(today, -campaign.pausedDaysAgo);
  if (day < start || day > stop || day > today) return { impressions: 0, clicks: 0, spend: 0, purchases: 0 };
  const share = day === today ? saoPauloDayShare(now) : 1;
  const spend = Math.floor(campaign.dailyBudget * (0.7 + 0.3 * unit(`${campaign.id}:${day}`)) * share);
  const cpm = 900 + Math.floor(900 * unit(`${campaign.id}:${day}:cpm`)); // R$ 9–18 CPM, centavos
  const impressions = Math.floor((spend * 1000) / cpm);
  const clicks = Math.floor(impressions * (0.006 + 0.012 * unit(`${campaign.id}:${day}:ctr`)));
  const purchases = campaign.objective === 'OUTCOME_SALES' ? Math.floor(clicks * 0.04) : 0;
  return { impressions, clicks, spend, purchases };
}

const error = (status: number, message: string, code: number, subcode?: number): LoginReply => ({
  statusCode: status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: randomUUID().slice(0, 11),
    },
  },
});

const page = (data: unknown[]) => ({ data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } });
const money = (centavos: number) => (centavos / 100).toFixed(2);
const isoOf = (day: string) => `${day}T00:00:00-0300`;

/** Is this path one of the own accounts' (`/act_40000000000000x1…`)? */
export const isOwnAdAccountPath = (path: string) =>
  /^\/act_4\d{15}(\/|$)/.test(path) && !!metaSandboxOwnCampaigns[path.split('/')[1]!];

/**
 * `GET /act_{own}[/campaigns|adsets|ads|insights]` with a person's token (Facebook Login) that
 * granted `ads_read` for the Page owning the account. Another person's account → (#200) as Meta
 * answers for an ad account the user has no role on.
 */
export function ownAdAccountRequest(input: {
  secret: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  token: string | undefined;
  now: Date;
}): LoginReply {
  const store = metaSandboxStore(input.secret);
  const claims = input.token
    ? createSandboxTokens(input.secret).verify(input.token, 'meta-user', input.now)
    : null;
  const subject = claims ? parseSubject(claims.subject) : null;
  if (!claims || !subject || store.revokedGrants.has(subject.grant))
    return error(
      400,
      claims
        ? 'Error validating access token: The user has not authorized application 100000000000042.'
        : 'Invalid OAuth access token - Cannot parse access token',
      190,
      claims ? 458 : undefined,
    );
  const [accountId, edge] = input.path.split('/').filter(Boolean) as [string, string | undefined];
  const mine = subject.pages.some((p) => (metaSandboxOwnAdAccounts[p] ?? []).some((a) => a.id === accountId));
  if (!mine || !(claims.scopes.includes('ads_read') || claims.scopes.includes('ads_management')))
    return error(403, `(#200) Ad account owner has NOT grant ads_management or ads_read permission`, 200);
  if (input.method !== 'GET')
    return error(403, '(#3) Application does not have the capability to make this API call.', 3);
  const account = Object.values(metaSandboxOwnAdAccounts)
    .flat()
    .find((a) => a.id === accountId)!;
  const campaigns = metaSandboxOwnCampaigns[accountId]!;
  const today = saoPauloDateOf(input.now);
  const startOf = (c: OwnCampaign) => addCalendarDays(today, -c.startedDaysAgo);
  const adsetId = (c: OwnCampaign) => `${c.id.slice(0, -4)}9${c.id.slice(-3)}`;
  const adId = (c: OwnCampaign) => `${c.id.slice(0, -4)}8${c.id.slice(-3)}`;
  const filtered = (list: OwnCampaign[]) => {
    const raw = input.query.filtering;
    if (typeof raw !== 'string') return list;
    try {
      const rules = JSON.parse(raw) as { field?: string; operator?: string; value?: unknown }[];
      return list.filter((c) =>
        rules.every((r) =>
          r.field === 'campaign.id' && r.operator === 'IN' && Array.isArray(r.value)
            ? r.value.map(String).includes(c.id)
            : true,
        ),
      );
    } catch {
      return list;
    }
  };
  switch (edge) {
    case undefined:
      return {
        statusCode: 200,
        body: {
          id: accountId,
          account_id: accountId.slice(4),
          name: account.name,
          currency: 'BRL',
          timezone_name: 'America/Sao_Paulo',
          account_status: 1,
        },
      };
    case 'campaigns':
      return {
        statusCode: 200,
        body: page(
          filtered(campaigns).map((c) => ({
            id: c.id,
            name: c.name,
            objective: c.objective,
            status: c.status,
            effective_status: c.status,
            buying_type: 'AUCTION',
            special_ad_categories: [],
            start_time: isoOf(startOf(c)),
            ...(c.pausedDaysAgo !== undefined
              ? { stop_time: isoOf(addCalendarDays(today, -c.pausedDaysAgo)) }
              : {}),
            created_time: isoOf(startOf(c)),
          })),
        ),
      };
    case 'adsets':
      return {
        statusCode: 200,
        body: page(
          filtered(campaigns).map((c) => ({
            id: adsetId(c),
            name: c.adset.name,
            campaign_id: c.id,
            status: c.status,
            effective_status: c.status === 'ACTIVE' ? 'ACTIVE' : 'CAMPAIGN_PAUSED',
            daily_budget: String(c.dailyBudget),
            ...(c.adset.bidAmount
              ? { bid_amount: c.adset.bidAmount, bid_strategy: 'LOWEST_COST_WITH_BID_CAP' }
              : { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }),
            billing_event: c.adset.billingEvent,
            optimization_goal: c.adset.optimizationGoal,
            start_time: isoOf(startOf(c)),
            targeting: c.adset.targeting,
          })),
        ),
      };
    case 'ads':
      return {
        statusCode: 200,
        body: page(
          filtered(campaigns).map((c) => ({
            id: adId(c),
            name: c.ad.name,
            adset_id: adsetId(c),
            campaign_id: c.id,
            status: c.status,
            effective_status: c.status === 'ACTIVE' ? 'ACTIVE' : 'CAMPAIGN_PAUSED',
            creative: {
              id: `${c.id.slice(0, -4)}7${c.id.slice(-3)}`,
              object_story_spec: {
                page_id: Object.entries(metaSandboxOwnAdAccounts).find(([, a]) =>
                  a.some((x) => x.id === accountId),
                )?.[0],
                link_data: {
                  message: c.ad.message,
                  name: c.ad.title,
                  link: c.ad.link,
                  call_to_action: { type: c.ad.cta, value: { link: c.ad.link } },
                },
              },
            },
          })),
        ),
      };
    case 'insights':
      return insights(campaigns, input.query, accountId, account.name, input.now);
    default:
      return error(400, `(#100) Tried accessing nonexisting field (${edge}) on node type (AdAccount)`, 100);
  }
}

/** `GET /act_{own}/insights?level=campaign&time_range={since,until}&time_increment=1` (the only level served). */
function insights(
  campaigns: OwnCampaign[],
  query: Record<string, unknown>,
  accountId: string,
  accountName: string,
  now: Date,
): LoginReply {
  const level = typeof query.level === 'string' ? query.level : 'account';
  if (level !== 'campaign')
    return error(400, `(#100) The sandbox serves insights of own ad accounts at level=campaign only`, 100);
  let since: string;
  let until: string;
  try {
    const range = JSON.parse(typeof query.time_range === 'string' ? query.time_range : '') as {
      since?: string;
      until?: string;
    };
    if (!range.since || !range.until) throw new Error();
    ({ since, until } = range);
  } catch {
    return error(400, '(#100) Param time_range must be a JSON object with since and until', 100);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || !/^\d{4}-\d{2}-\d{2}$/.test(until) || since > until)
    return error(400, '(#100) Param time_range is invalid', 100);
  if (query.time_increment !== '1')
    return error(400, '(#100) The sandbox serves own ad accounts insights with time_increment=1 only', 100);
  const rows: unknown[] = [];
  for (let day = since; day <= until; day = addCalendarDays(day, 1))
    for (const c of campaigns) {
      const f = ownCampaignDay(c, day, now);
      if (f.impressions === 0 && f.spend === 0) continue; // Meta omits rows without delivery
      rows.push({
        account_id: accountId.slice(4),
        account_name: accountName,
        campaign_id: c.id,
        campaign_name: c.name,
        impressions: String(f.impressions),
        clicks: String(f.clicks),
        spend: money(f.spend),
        account_currency: 'BRL',
        ...(f.purchases > 0
          ? { actions: [{ action_type: 'offsite_conversion.fb_pixel_purchase', value: String(f.purchases) }] }
          : {}),
        date_start: day,
        date_stop: day,
      });
    }
  return { statusCode: 200, body: page(rows) };
}
