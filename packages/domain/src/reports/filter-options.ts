import { z } from '../zod';
import { text } from '../schemas/text';

/** The filters of /reports that pick objects by name: campaigns, and groups, strategies and creatives inside them (issue 29). */
export const reportFilterOptionKinds = ['campaign', 'group', 'strategy', 'creative'] as const;
export type ReportFilterOptionKind = (typeof reportFilterOptionKinds)[number];

/** At most this many options per answer: the picker narrows by typing. */
export const reportFilterOptionsLimit = 50;

const commaIds = text()
  .max(20_000)
  .optional()
  .transform((value) =>
    [...new Set((value ?? '').split(',').map((id) => id.trim()))]
      .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
      .slice(0, 500),
  );

/**
 * `GET reports/filter-options`: the company's campaigns (of the chosen advertisers), or groups,
 * strategies or creatives inside the chosen campaigns and advertisers (none chosen: every campaign
 * of the company), whose name contains `q`, and
 * always the ones already picked (`ids`), so the picker can name them.
 */
export const reportFilterOptionsQuerySchema = z.object({
  kind: z.enum(reportFilterOptionKinds),
  q: text().max(120).optional(),
  campaign_ids: commaIds,
  advertiser_ids: commaIds,
  ids: commaIds,
});
export type ReportFilterOptionsQuery = z.infer<typeof reportFilterOptionsQuerySchema>;

export interface ReportFilterOption {
  id: string;
  name: string;
  /** The campaign it belongs to (a creative used by several campaigns: the first by name; a campaign: none). */
  campaign: string | null;
  /** A strategy's group. */
  group: string | null;
}
