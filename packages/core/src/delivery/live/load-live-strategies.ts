import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, readTogether, type DbOrTx } from '@verba/db';
import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import { biddableCampaignTypes } from '@verba/domain/delivery/biddable';
import { servedCreativeUrl } from '@verba/domain/creatives/served-files';
import type { LiveCreative, LiveList, LiveStrategy } from '@verba/domain/delivery/contracts';
import { withTier1Parents } from '../../audiences/ad-categories';

interface CampaignRow {
  id: string;
  company_id: string;
  advertiser_id: string;
  type: LiveStrategy['campaignType'];
  objective: LiveStrategy['objective'];
  currency: LiveStrategy['currency'];
  budget: string;
  daily_budget: string | null;
  start_date: string;
  end_date: string | null;
  pixel_group_id: string | null;
  website: string;
  ad_category_ids: string[];
}
interface GroupRow {
  id: string;
  campaign_id: string;
  budget: string | null;
}
interface StrategyRow {
  id: string;
  campaign_id: string;
  group_id: string;
  budget: string | null;
  targeting: Record<string, unknown>;
  bid_type: LiveStrategy['bid']['type'];
  bid_amount: string;
  frequency_cap_count: number | null;
  frequency_cap_period: number | null;
  frequency_cap_unit: NonNullable<LiveStrategy['frequencyCap']>['unit'] | null;
}
interface CreativeRow {
  campaign_id: string;
  id: string;
  format: LiveCreative['format'];
  width: number | null;
  height: number | null;
  title: string | null;
  body: string | null;
  call_to_action: string | null;
  destination_url: string | null;
  display_url: string | null;
  sponsored_by: string | null;
  asset_id: string | null;
  file_token: string | null;
  mime_type: string | null;
  duration_ms: number | null;
}
interface ListRow {
  id: string;
  type: LiveList['type'];
  entries: string[] | null;
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** `https://www.Loja.com.br/x` → `loja.com.br` (the `adomain` of a bid). */
export function advertiserDomainOf(website: string): string {
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname
      .toLowerCase()
      .replace(/^www\./, '');
  } catch {
    return website.toLowerCase();
  }
}

/**
 * Every strategy that may bid now, as the bidder's index wants it (one query per table, no
 * query per row): campaign of a biddable type, active, within its dates (São Paulo days); group
 * and strategy active (the group within its dates) with a bid; at least one approved creative
 * with its file. `campaignIds` narrows the load to those campaigns (the live feed's reloads).
 * Each strategy's `version` is a hash of its content, so an unchanged reload changes nothing.
 * A creative's `mediaUrl` is its file under `creativesOrigin` (CREATIVES_ORIGIN): the `/cr/v1`
 * path meant for third-party pages (docs/creative-serving.md).
 */
export async function loadLiveStrategies({
  db,
  now,
  creativesOrigin,
  campaignIds,
}: {
  db: DbOrTx;
  now: Date;
  creativesOrigin: string;
  campaignIds?: readonly string[];
}): Promise<LiveStrategy[]> {
  if (campaignIds && campaignIds.length === 0) return [];
  const today = saoPauloDateOf(now);
  const only = campaignIds ? sql`AND c.id = ANY(${uuidArray(campaignIds)}::uuid[])` : sql``;
  const campaigns = await queryRows<CampaignRow>(
    db,
    sql`SELECT c.id, c.company_id, c.advertiser_id, c.type, c.objective, c.currency, c.budget::text AS budget,
               c.daily_budget::text AS daily_budget, c.start_date::text AS start_date, c.end_date::text AS end_date,
               c.pixel_group_id, a.website, a.ad_category_ids
        FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
        WHERE c.status = 'active' AND c.deleted_at IS NULL
          AND c.type = ANY(${`{${biddableCampaignTypes.join(',')}}`}::text[])
          AND c.start_date <= ${today}::date AND (c.end_date IS NULL OR c.end_date >= ${today}::date)
          AND c.budget IS NOT NULL ${only}`,
  );
  if (campaigns.length === 0) return [];
  const ids = uuidArray(campaigns.map((c) => c.id));
  const [groups, strategies, creatives] = await readTogether(db, [
    () =>
      queryRows<GroupRow>(
        db,
        sql`SELECT id, campaign_id, budget::text AS budget FROM campaign_groups
          WHERE campaign_id = ANY(${ids}::uuid[]) AND status = 'active' AND deleted_at IS NULL
            AND (start_date IS NULL OR start_date <= ${today}::date)
            AND (end_date IS NULL OR end_date >= ${today}::date)`,
      ),
    () =>
      queryRows<StrategyRow>(
        db,
        sql`SELECT id, campaign_id, group_id, budget::text AS budget, targeting, bid_type, bid_amount::text AS bid_amount,
                 frequency_cap_count, frequency_cap_period, frequency_cap_unit
          FROM campaign_strategies
          WHERE campaign_id = ANY(${ids}::uuid[]) AND status = 'active' AND deleted_at IS NULL
            AND bid_type IS NOT NULL AND bid_amount IS NOT NULL
          ORDER BY campaign_id, position, id`,
      ),
    () =>
      queryRows<CreativeRow>(
        db,
        sql`SELECT cc.campaign_id, cr.id, cr.format, cr.width, cr.height, cr.title, cr.body, cr.call_to_action,
                 cr.destination_url, cr.display_url, cr.sponsored_by, cr.asset_id,
                 ca.file_token, ca.mime_type, ca.duration_ms
          FROM campaign_creatives cc
          JOIN creatives cr ON cr.id = cc.creative_id
          LEFT JOIN creative_assets ca ON ca.id = cr.asset_id
          WHERE cc.campaign_id = ANY(${ids}::uuid[]) AND cr.status = 'approved' AND cr.archived_at IS NULL
            AND cr.error_code IS NULL AND cr.destination_url IS NOT NULL
          ORDER BY cc.campaign_id, cc.position`,
      ),
  ]);
  const listIds = [...new Set(strategies.flatMap((s) => strings(s.targeting.list_ids)))];
  const lists = listIds.length
    ? await queryRows<ListRow>(
        db,
        sql`SELECT l.id, l.type, array_agg(lower(e.value) ORDER BY e.value) FILTER (WHERE e.value IS NOT NULL) AS entries
            FROM custom_lists l LEFT JOIN custom_list_entries e ON e.list_id = l.id
            WHERE l.id = ANY(${uuidArray(listIds)}::uuid[])
            GROUP BY l.id, l.type`,
      )
    : [];

  const groupById = new Map(groups.map((g) => [g.id, g]));
  const listById = new Map<string, LiveList>(
    lists.map((l) => [l.id, { id: l.id, type: l.type, entries: l.entries ?? [] }]),
  );
  const creativesByCampaign = new Map<string, LiveCreative[]>();
  const campaignById = new Map(campaigns.map((c) => [c.id, c]));
  for (const row of creatives) {
    if (row.asset_id && !row.file_token) continue;
    const campaign = campaignById.get(row.campaign_id)!;
    const list = creativesByCampaign.get(row.campaign_id) ?? [];
    list.push({
      id: row.id,
      format: row.format,
      width: row.width,
      height: row.height,
      title: row.title,
      body: row.body,
      callToAction: row.call_to_action,
      destinationUrl: row.destination_url!,
      displayUrl: row.display_url,
      sponsoredBy: row.sponsored_by,
      mediaUrl:
        row.asset_id && row.file_token && row.mime_type
          ? servedCreativeUrl(creativesOrigin, {
              id: row.asset_id,
              fileToken: row.file_token,
              mimeType: row.mime_type,
            })
          : null,
      mimeType: row.mime_type,
      durationSeconds: row.duration_ms === null ? null : Math.round(row.duration_ms / 1000),
      advertiserDomain: advertiserDomainOf(campaign.website),
    });
    creativesByCampaign.set(row.campaign_id, list);
  }

  const live: LiveStrategy[] = [];
  for (const row of strategies) {
    const campaign = campaignById.get(row.campaign_id)!;
    const group = groupById.get(row.group_id);
    const strategyCreatives = creativesByCampaign.get(row.campaign_id) ?? [];
    if (!group || strategyCreatives.length === 0) continue;
    const t = row.targeting;
    const campaignBudget = BigInt(campaign.budget);
    const groupBudget = group.budget === null ? campaignBudget : BigInt(group.budget);
    const strategy: Omit<LiveStrategy, 'version'> = {
      strategyId: row.id,
      groupId: row.group_id,
      campaignId: campaign.id,
      advertiserId: campaign.advertiser_id,
      companyId: campaign.company_id,
      campaignType: campaign.type,
      currency: campaign.currency,
      objective: campaign.objective,
      bid: { type: row.bid_type, amount: BigInt(row.bid_amount) },
      budget: {
        strategy: row.budget === null ? groupBudget : BigInt(row.budget),
        group: groupBudget,
        campaign: campaignBudget,
        campaignDaily: campaign.daily_budget === null ? null : BigInt(campaign.daily_budget),
      },
      startDate: campaign.start_date,
      endDate: campaign.end_date,
      targeting: {
        audienceIds: strings(t.audience_ids),
        locations: (Array.isArray(t.locations) ? t.locations : []) as LiveStrategy['targeting']['locations'],
        browsers: strings(t.browsers) as LiveStrategy['targeting']['browsers'][number][],
        devices: strings(t.devices) as LiveStrategy['targeting']['devices'][number][],
        environments: strings(t.environments) as LiveStrategy['targeting']['environments'][number][],
        genders: strings(t.genders) as LiveStrategy['targeting']['genders'][number][],
        ageRanges: strings(t.age_ranges) as LiveStrategy['targeting']['ageRanges'][number][],
        lists: strings(t.list_ids).flatMap((id) => listById.get(id) ?? []),
        contentCategoryIds: strings(t.content_category_ids),
        dealIds: strings(t.deal_ids),
      },
      frequencyCap:
        row.frequency_cap_count && row.frequency_cap_period && row.frequency_cap_unit
          ? { count: row.frequency_cap_count, period: row.frequency_cap_period, unit: row.frequency_cap_unit }
          : null,
      creatives: strategyCreatives,
      pixelGroupId: campaign.pixel_group_id,
      ...(campaign.ad_category_ids.length > 0
        ? { adCategories: withTier1Parents(campaign.ad_category_ids) }
        : {}),
    };
    live.push({ ...strategy, version: versionOf(strategy) });
  }
  return live;
}

function versionOf(strategy: Omit<LiveStrategy, 'version'>): string {
  const json = JSON.stringify(strategy, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(json).digest('base64url').slice(0, 16);
}
