import {
  campaignDraftSchema,
  creativeInputSchema,
  importColumnOfPath,
  isConnectedImportSource,
  issueFieldOf,
  keywordLines,
  searchAdProblems,
  type SearchAdForm,
  type CampaignImportResult,
  type CampaignImportReport,
  type ImportedCampaign,
  type SkippedImportRow,
} from '@verba/domain';
import { createCampaignDraft } from '../campaigns/create-campaign-draft';
import { presentCampaign } from '../campaigns/present-campaign';
import { createCreative } from '../creatives/create-creative';
import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';

/** What stops one imported campaign: reported on its row, the others still import. */
function refusalOf(
  error: unknown,
  imported: ImportedCampaign,
  result: CampaignImportResult,
): SkippedImportRow {
  const row = imported.row;
  // A connected account's campaign has no line: the message names it.
  const where = isConnectedImportSource(result.source) ? { where: imported.draft.name ?? '' } : {};
  if (error instanceof DomainError) {
    const field = Object.entries(error.fields ?? {})[0];
    if (field) return { row, ...where, key: field[1][0]!.key, values: { field: field[0] } };
    return { row, ...where, key: `errors:${error.code}` };
  }
  throw error;
}

/** A dry run's answer, carried out of the transaction it rolls back. */
class DryRun<T> extends Error {
  constructor(readonly value: T) {
    super('dry run');
  }
}

/**
 * Stores the campaigns an import read (a file's or a connected account's), each in its own
 * transaction through the same use cases as the wizard: its SEARCH creatives (pending review) and
 * the draft; one that fails is reported on its row and the others still import. `dryRun` does all
 * of it and rolls each transaction back: the preview answers exactly what the import would.
 */
export async function storeImportedCampaigns({
  deps,
  actor,
  advertiserId,
  result,
  dryRun,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  result: CampaignImportResult;
  dryRun: boolean;
}): Promise<CampaignImportReport> {
  const report: CampaignImportReport = { source: result.source, created: [], skipped: [...result.skipped] };
  for (const imported of result.campaigns) {
    try {
      report.created.push(await storeCampaign({ deps, actor, advertiserId, imported, result, dryRun }));
    } catch (error) {
      if (error instanceof DryRun)
        report.created.push(error.value as CampaignImportReport['created'][number]);
      else report.skipped.push(refusalOf(error, imported, result));
    }
  }
  report.skipped.sort((a, b) => a.row - b.row);
  return report;
}

async function storeCampaign({
  deps,
  actor,
  advertiserId,
  imported,
  result,
  dryRun,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  imported: ImportedCampaign;
  result: CampaignImportResult;
  dryRun: boolean;
}): Promise<CampaignImportReport['created'][number]> {
  const parsed = campaignDraftSchema.safeParse(imported.draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DomainError('VALIDATION_FAILED', {
      [issue.path.join('.')]: [{ key: issue.message, params: {} }],
    });
  }
  const notes = [...imported.notes];
  const connected = isConnectedImportSource(result.source);
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const creativeIds: string[] = [];
    const ads: { name: string; ad: SearchAdForm }[] = [];
    for (const searchAd of imported.searchAds) {
      const input = creativeInputSchema.safeParse({
        name: searchAd.name,
        format: 'SEARCH',
        search: searchAd.ad,
      });
      if (!input.success) {
        // Say which rule failed (issue 26), not only that one did.
        const where = {
          name: searchAd.name,
          row: searchAd.rows[0]!,
          ...(connected ? { context: 'account' as const } : {}),
        };
        const problems = searchAdProblems(searchAd.ad, where);
        notes.push(
          ...(problems.length > 0
            ? problems
            : [
                {
                  key: 'campaigns:import.messages.rsa.invalid_field',
                  values: { ...where, field: input.error.issues[0]!.path.join('.') },
                },
              ]),
        );
        continue;
      }
      const { data } = await createCreative({ deps: txDeps, actor, advertiserId, input: input.data });
      creativeIds.push(data.id);
      ads.push({ name: searchAd.name, ad: searchAd.ad });
    }
    const campaign = await createCampaignDraft({
      db: tx,
      actor,
      advertiserId,
      draft: { ...parsed.data, creative_ids: creativeIds },
      now: deps.now(),
    });
    const detail = await presentCampaign({ db: tx, campaign, now: deps.now() });
    const missing = detail.issues.errors.map((issue) => {
      const field = issueFieldOf(issue.path);
      const group = field?.group === undefined ? undefined : detail.groups[field.group];
      const strategy = field?.strategy === undefined ? undefined : group?.strategies[field.strategy];
      const column = importColumnOfPath(result.source, issue.path);
      return {
        path: issue.path,
        key: issue.key,
        values: Object.fromEntries(
          Object.entries(issue.values).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]),
        ),
        field: field?.label ?? null,
        group: group ? (group.name ?? '') : null,
        strategy: strategy ? (strategy.name ?? '') : null,
        column: (column && result.columnName?.(column)) ?? null,
      };
    });
    const created = {
      row: imported.row,
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      creatives: creativeIds.length,
      notes,
      summary: summaryOf(parsed.data, ads),
      missing,
    };
    if (dryRun) throw new DryRun(created);
    return created;
  });
}

/** What a stored draft holds, as the preview shows it. */
function summaryOf(
  draft: ReturnType<typeof campaignDraftSchema.parse>,
  ads: { name: string; ad: SearchAdForm }[],
): NonNullable<CampaignImportReport['created'][number]['summary']> {
  return {
    budget: draft.budget?.toString() ?? null,
    daily_budget: draft.daily_budget?.toString() ?? null,
    start_date: draft.start_date ?? null,
    end_date: draft.end_date ?? null,
    groups: (draft.groups ?? []).flatMap((group) =>
      (group.strategies ?? []).map((strategy) => ({
        name: strategy.name ?? group.name ?? '',
        bid: strategy.bid?.type
          ? { type: strategy.bid.type, amount: strategy.bid.amount?.toString() ?? null }
          : null,
        keywords: strategy.keywords ? keywordLines(strategy.keywords).split('\n').filter(Boolean) : [],
        locations: strategy.locations?.length ?? 0,
      })),
    ),
    ads: ads.map(({ name, ad }) => ({
      name,
      final_url: ad.final_url,
      titles: ad.titles,
      descriptions: ad.descriptions,
      sitelinks: ad.sitelinks.map((link) => link.text),
      callouts: ad.callouts ?? [],
    })),
  };
}
