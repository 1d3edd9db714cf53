import { createHash } from 'node:crypto';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';

/**
 * The advertisers' OWN Spotify ad accounts in the sandbox (connect-only data, issue 28): a few
 * campaigns per account with one ad set each and daily figures computed from the day (no state, so
 * a read is reproducible), answered in the v3 shapes the sandbox already speaks (Campaign, AdSet with
 * `budget {micro_amount, type}`, AggregateReport rows with `stats [{field_type, field_value}]`).
 * Read with the token of the Ad Studio user the advertiser signed in as; any write is refused.
 */
interface OwnSpotifyCampaign {
  id: string;
  adSetId: string;
  name: string;
  adSetName: string;
  objective: string;
  /** micros of BRL per day */
  dailyBudgetMicros: number;
  startedDaysAgo: number;
  pausedDaysAgo?: number;
}

export const spotifySandboxOwnCampaigns: Record<string, OwnSpotifyCampaign[]> = {
  '5f1c0a2e-5b0d-4a1e-9c3f-00000000a101': [
    {
      id: '7a1c0a2e-0000-4000-8000-00000000c101',
      adSetId: '7a1c0a2e-0000-4000-8000-00000000d101',
      name: 'Café da tarde — áudio',
      adSetName: 'São Paulo 25–44',
      objective: 'REACH',
      dailyBudgetMicros: 25_000_000,
      startedDaysAgo: 60,
    },
    {
      id: '7a1c0a2e-0000-4000-8000-00000000c102',
      adSetId: '7a1c0a2e-0000-4000-8000-00000000d102',
      name: 'Lançamento torra clara — podcasts',
      adSetName: 'Podcasts de culinária',
      objective: 'CLICKS',
      dailyBudgetMicros: 15_000_000,
      startedDaysAgo: 35,
      pausedDaysAgo: 12,
    },
  ],
  '5f1c0a2e-5b0d-4a1e-9c3f-00000000a102': [],
  '5f1c0a2e-5b0d-4a1e-9c3f-00000000a201': [
    {
      id: '7a1c0a2e-0000-4000-8000-00000000c201',
      adSetId: '7a1c0a2e-0000-4000-8000-00000000d201',
      name: 'Exame de vista — spot 30s',
      adSetName: 'Campinas',
      objective: 'REACH',
      dailyBudgetMicros: 20_000_000,
      startedDaysAgo: 40,
    },
  ],
};

const unit = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 0xffffffff;
const dayShare = (nowMs: number) =>
  ((((nowMs - 3 * 3_600_000) % 86_400_000) + 86_400_000) % 86_400_000) / 86_400_000;
const iso = (day: string) => `${day}T03:00:00Z`;

/** A campaign's delivery on one São Paulo day (zero outside its dates; today pro rata). */
function ownDay(c: OwnSpotifyCampaign, day: string, nowMs: number) {
  const today = saoPauloDateOf(new Date(nowMs));
  const start = addCalendarDays(today, -c.startedDaysAgo);
  const stop = c.pausedDaysAgo === undefined ? today : addCalendarDays(today, -c.pausedDaysAgo);
  if (day < start || day > stop || day > today)
    return { impressions: 0, clicks: 0, spend: 0, starts: 0, completes: 0 };
  const share = day === today ? dayShare(nowMs) : 1;
  // Whole cents, as the sandbox's SPEND (a decimal rounded to the cent).
  const spendCents = Math.floor(
    (c.dailyBudgetMicros / 10_000) * (0.75 + 0.25 * unit(`${c.id}:${day}`)) * share,
  );
  const impressions = Math.floor((spendCents * 10 * 1000) / (180 + 60 * unit(`${c.id}:${day}:cpm`)) / 10);
  const clicks = Math.floor(impressions * 0.0035);
  const starts = Math.floor(impressions * 0.97);
  return { impressions, clicks, spend: spendCents / 100, starts, completes: Math.floor(starts * 0.78) };
}

const reportFields = ['IMPRESSIONS', 'CLICKS', 'SPEND', 'STARTS', 'COMPLETES'] as const;

export interface OwnAccountReply {
  statusCode: number;
  body: unknown;
}

/**
 * GET `/ad_accounts/{own}/campaigns|ad_sets|aggregate_reports` for an advertiser's own account
 * (its Ad Studio user's token already checked by the caller). `null`: not one of these reads.
 */
export function ownSpotifyAccountRead(
  accountId: string,
  collection: string,
  query: Record<string, string | undefined>,
  nowMs: number,
  invalid: (code: string, message: string) => OwnAccountReply,
): OwnAccountReply | null {
  const campaigns = spotifySandboxOwnCampaigns[accountId] ?? [];
  const today = saoPauloDateOf(new Date(nowMs));
  const started = (c: OwnSpotifyCampaign) => iso(addCalendarDays(today, -c.startedDaysAgo));
  const paging = (total: number) => ({
    page_size: total,
    total_results: total,
    offset: 0,
    current_page: 1,
  });
  if (collection === 'campaigns')
    return {
      statusCode: 200,
      body: {
        campaigns: campaigns.map((c) => ({
          id: c.id,
          ad_account_id: accountId,
          name: c.name,
          objective: c.objective,
          status: c.pausedDaysAgo === undefined ? 'ACTIVE' : 'PAUSED',
          created_at: started(c),
          updated_at: started(c),
        })),
        paging: paging(campaigns.length),
      },
    };
  if (collection === 'ad_sets')
    return {
      statusCode: 200,
      body: {
        ad_sets: campaigns.map((c) => ({
          id: c.adSetId,
          campaign_id: c.id,
          name: c.adSetName,
          status: c.pausedDaysAgo === undefined ? 'ACTIVE' : 'PAUSED',
          delivery: c.pausedDaysAgo === undefined ? 'ON' : 'OFF',
          budget: { micro_amount: c.dailyBudgetMicros, type: 'DAILY', currency: 'BRL' },
          start_time: started(c),
          asset_format: 'AUDIO',
        })),
        paging: paging(campaigns.length),
      },
    };
  if (collection !== 'aggregate_reports') return null;
  if ((query.entity_type ?? 'CAMPAIGN') !== 'CAMPAIGN')
    return invalid('INVALID_ENTITY_TYPE', 'Own ad accounts are reported with entity_type CAMPAIGN');
  if ((query.granularity ?? 'DAY') !== 'DAY')
    return invalid('INVALID_GRANULARITY', 'The sandbox reports granularity DAY');
  const fields = (query.fields ?? '').split(',').filter(Boolean);
  const unknown = fields.find((f) => !(reportFields as readonly string[]).includes(f));
  if (fields.length === 0 || unknown)
    return invalid('INVALID_REPORT_FIELD', `The sandbox does not report field ${unknown ?? '(none)'}`);
  const start = Date.parse(query.report_start ?? '');
  const end = Date.parse(query.report_end ?? '');
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || end - start > 90 * 86_400_000)
    return invalid('INVALID_REPORT_RANGE', 'report_start before report_end, at most 90 days');
  const ids = (query.entity_ids ?? '').split(',').filter(Boolean);
  const rows: unknown[] = [];
  for (const c of campaigns.filter((x) => ids.length === 0 || ids.includes(x.id)))
    for (let t = start; t < end && t <= nowMs; t += 86_400_000) {
      const day = saoPauloDateOf(new Date(t));
      const f = ownDay(c, day, nowMs);
      const values: Record<(typeof reportFields)[number], number> = {
        IMPRESSIONS: f.impressions,
        CLICKS: f.clicks,
        SPEND: f.spend,
        STARTS: f.starts,
        COMPLETES: f.completes,
      };
      rows.push({
        entity_type: 'CAMPAIGN',
        entity_id: c.id,
        entity_name: c.name,
        start_time: iso(day),
        end_time: iso(addCalendarDays(day, 1)),
        stats: fields.map((field) => ({
          field_type: field,
          field_value: values[field as (typeof reportFields)[number]],
        })),
      });
    }
  const limit = Math.min(Math.max(Number(query.limit ?? 50) || 50, 1), 50);
  const offset = query.continuation_token
    ? Number(Buffer.from(query.continuation_token, 'base64url').toString('utf8').replace(/^o:/, '')) || 0
    : 0;
  const next =
    offset + limit < rows.length ? Buffer.from(`o:${offset + limit}`).toString('base64url') : undefined;
  return {
    statusCode: 200,
    body: {
      ...(next ? { continuation_token: next } : {}),
      report_start: new Date(start).toISOString(),
      report_end: new Date(end).toISOString(),
      granularity: 'DAY',
      rows: rows.slice(offset, offset + limit),
    },
  };
}
