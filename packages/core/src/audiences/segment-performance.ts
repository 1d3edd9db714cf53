import { and, desc, eq, gte } from 'drizzle-orm';
import { campaigns } from '@verba/db';
import type { CampaignObjective } from '@verba/domain';
import type { Deps } from '../deps';
import { minImpressionsForRates, type PerformanceTable, type SegmentPerformance } from './suggestion-engine';

/**
 * What each audience segment delivered in similar campaigns (issue 30): campaigns of the same
 * objective (all objectives without one) over the last 90 days, impressions, clicks and conversions
 * per segment from the report rollups (events migration 0009, `audience_ids` array-joined). Only
 * rates leave this function, and only for segments with at least 1,000 impressions bought by at
 * least two companies, or by the asking company alone: no other company's figures can be read off
 * a suggestion. Cached for ten minutes per objective and company.
 */
const windowDays = 90;
const maxCampaigns = 5000;
const cacheMs = 10 * 60 * 1000;
const cache = new Map<string, { at: number; table: PerformanceTable | undefined }>();

interface Row {
  audience: string;
  impressions: string | number;
  clicks: string | number;
  conversions: string | number;
}

const toPerformance = (row: Omit<Row, 'audience'>): SegmentPerformance => ({
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  conversions: Number(row.conversions),
});

export async function similarCampaignPerformance({
  deps,
  companyId,
  objective,
}: {
  deps: Deps;
  companyId: string;
  objective?: CampaignObjective | undefined;
}): Promise<PerformanceTable | undefined> {
  const query = deps.events?.reportQuery?.bind(deps.events);
  if (!query) return undefined;
  const now = deps.now();
  const key = `${objective ?? ''}\u0000${companyId}`;
  const cached = cache.get(key);
  if (cached && now.getTime() - cached.at < cacheMs) return cached.table;

  const since = new Date(now.getTime() - windowDays * 24 * 60 * 60 * 1000);
  const ids = (
    await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        objective
          ? and(eq(campaigns.objective, objective), gte(campaigns.updatedAt, since))
          : gte(campaigns.updatedAt, since),
      )
      .orderBy(desc(campaigns.updatedAt))
      .limit(maxCampaigns)
  ).map((r) => r.id);
  let table: PerformanceTable | undefined;
  if (ids.length > 0) {
    const params = { since: Math.floor(since.getTime() / 1000), campaigns: ids, company: companyId };
    const where = `hour >= toDateTime({since:Int64}, 'UTC') AND has({campaigns:Array(String)}, campaign_id)`;
    const [rows, overall] = await Promise.all([
      query<Row>(
        `SELECT audience, sum(impressions) AS impressions, sum(clicks) AS clicks, sum(conversions) AS conversions
         FROM report_hourly ARRAY JOIN audience_ids AS audience WHERE ${where}
         GROUP BY audience
         HAVING impressions >= ${minImpressionsForRates}
            AND (uniqExact(company_id) >= 2 OR groupUniqArray(company_id) = [{company:String}])`,
        params,
      ),
      query<Omit<Row, 'audience'>>(
        `SELECT sum(impressions) AS impressions, sum(clicks) AS clicks, sum(conversions) AS conversions
         FROM report_hourly WHERE ${where}`,
        params,
      ),
    ]);
    if (overall[0] && Number(overall[0].impressions) > 0)
      table = {
        bySegment: new Map(rows.map((r) => [r.audience, toPerformance(r)])),
        overall: toPerformance(overall[0]),
      };
  }
  cache.set(key, { at: now.getTime(), table });
  return table;
}
