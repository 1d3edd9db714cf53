import { and, asc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { campaignCreatives, campaignGroups, campaigns, campaignStrategies, creatives } from '@verba/db';
import {
  reportFilterOptionsLimit,
  type ReportFilterOption,
  type ReportFilterOptionsQuery,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET reports/filter-options` (the /reports pickers of campaigns, groups, strategies and
 * creatives): the company's own objects whose name contains `q`, narrowed to the chosen advertisers
 * (campaigns) or campaigns and advertisers (the others),
 * sorted by name, at most 50 — plus the ones already picked (`ids`), so the picker can name ids that
 * arrived in the URL. Another company's ids and campaigns are simply not found (never an error that
 * reveals them). Deleted groups and strategies, and archived creatives, are offered only when
 * already picked.
 */
export async function listReportFilterOptions({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: ReportFilterOptionsQuery;
}): Promise<ReportFilterOption[]> {
  const q = input.q?.trim();
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const picked = input.ids;
  // The picked ones first, so the limit never drops them.
  const pickedFirst = (id: Parameters<typeof inArray>[0]) =>
    picked.length ? [sql`${inArray(id, picked)} DESC`] : [];

  if (input.kind === 'creative') {
    const inCampaigns = (extra: SQL | undefined) =>
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(campaignCreatives)
          .innerJoin(campaigns, eq(campaigns.id, campaignCreatives.campaignId))
          .where(
            and(
              eq(campaignCreatives.creativeId, creatives.id),
              eq(campaigns.companyId, actor.companyId),
              extra,
            ),
          ),
      );
    const scope = and(
      input.campaign_ids.length ? inCampaigns(inArray(campaigns.id, input.campaign_ids)) : undefined,
      input.advertiser_ids.length ? inArray(creatives.advertiserId, input.advertiser_ids) : undefined,
    );
    const match = and(
      scope,
      pattern ? ilike(creatives.name, pattern) : undefined,
      isNull(creatives.archivedAt),
    );
    const firstCampaign = sql<string | null>`(
      SELECT c.name FROM campaign_creatives cc JOIN campaigns c ON c.id = cc.campaign_id
      WHERE cc.creative_id = "creatives"."id" AND c.company_id = ${actor.companyId}
      ${
        input.campaign_ids.length
          ? sql`AND c.id IN (${sql.join(
              input.campaign_ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      ORDER BY c.name LIMIT 1)`;
    const rows = await deps.db
      .select({ id: creatives.id, name: creatives.name, campaign: firstCampaign })
      .from(creatives)
      .where(
        and(
          eq(creatives.companyId, actor.companyId),
          picked.length ? or(match, inArray(creatives.id, picked)) : match,
        ),
      )
      .orderBy(...pickedFirst(creatives.id), asc(creatives.name), asc(creatives.id))
      .limit(reportFilterOptionsLimit + picked.length);
    return rows.map((r) => ({ id: r.id, name: r.name, campaign: r.campaign, group: null }));
  }

  if (input.kind === 'campaign') {
    const match = and(
      isNull(campaigns.deletedAt),
      input.advertiser_ids.length ? inArray(campaigns.advertiserId, input.advertiser_ids) : undefined,
      pattern ? ilike(campaigns.name, pattern) : undefined,
    );
    const rows = await deps.db
      .select({ id: campaigns.id, name: campaigns.name })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.companyId, actor.companyId),
          picked.length ? or(match, inArray(campaigns.id, picked)) : match,
        ),
      )
      .orderBy(...pickedFirst(campaigns.id), asc(campaigns.name), asc(campaigns.id))
      .limit(reportFilterOptionsLimit + picked.length);
    return rows.map((r) => ({ id: r.id, name: r.name ?? '', campaign: null, group: null }));
  }

  const scope = and(
    eq(campaigns.companyId, actor.companyId),
    input.campaign_ids.length ? inArray(campaigns.id, input.campaign_ids) : undefined,
    input.advertiser_ids.length ? inArray(campaigns.advertiserId, input.advertiser_ids) : undefined,
  );

  if (input.kind === 'group') {
    const match = and(
      scope,
      isNull(campaignGroups.deletedAt),
      isNull(campaigns.deletedAt),
      pattern ? ilike(campaignGroups.name, pattern) : undefined,
    );
    const rows = await deps.db
      .select({ id: campaignGroups.id, name: campaignGroups.name, campaign: campaigns.name })
      .from(campaignGroups)
      .innerJoin(campaigns, eq(campaigns.id, campaignGroups.campaignId))
      .where(
        and(
          eq(campaignGroups.companyId, actor.companyId),
          picked.length
            ? or(match, and(eq(campaigns.companyId, actor.companyId), inArray(campaignGroups.id, picked)))
            : match,
        ),
      )
      .orderBy(
        ...pickedFirst(campaignGroups.id),
        asc(campaignGroups.name),
        asc(campaigns.name),
        asc(campaignGroups.id),
      )
      .limit(reportFilterOptionsLimit + picked.length);
    return rows.map((r) => ({ id: r.id, name: r.name ?? '', campaign: r.campaign, group: null }));
  }

  const match = and(
    scope,
    isNull(campaignStrategies.deletedAt),
    isNull(campaignGroups.deletedAt),
    isNull(campaigns.deletedAt),
    pattern ? ilike(campaignStrategies.name, pattern) : undefined,
  );
  const rows = await deps.db
    .select({
      id: campaignStrategies.id,
      name: campaignStrategies.name,
      campaign: campaigns.name,
      group: campaignGroups.name,
    })
    .from(campaignStrategies)
    .innerJoin(campaigns, eq(campaigns.id, campaignStrategies.campaignId))
    .innerJoin(campaignGroups, eq(campaignGroups.id, campaignStrategies.groupId))
    .where(
      and(
        eq(campaignStrategies.companyId, actor.companyId),
        picked.length
          ? or(match, and(eq(campaigns.companyId, actor.companyId), inArray(campaignStrategies.id, picked)))
          : match,
      ),
    )
    .orderBy(
      ...pickedFirst(campaignStrategies.id),
      asc(campaignStrategies.name),
      asc(campaigns.name),
      asc(campaignStrategies.id),
    )
    .limit(reportFilterOptionsLimit + picked.length);
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', campaign: r.campaign, group: r.group ?? '' }));
}
