import {
  campaignDraftSchema,
  creativeInputSchema,
  importColumnOfPath,
  issueFieldOf,
  searchAdProblems,
  type CampaignImportResult,
  type CampaignImportReport,
  type ImportedCampaign,
  type Language,
  type SkippedImportRow,
} from '@verba/domain';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import { createCampaignDraft } from '../campaigns/create-campaign-draft';
import { presentCampaign } from '../campaigns/present-campaign';
import { createCreative } from '../creatives/create-creative';
import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';
import { readCampaignImport } from './read-campaign-import';

/** What stops one imported campaign: reported on its row, the others still import. */
function refusalOf(error: unknown, row: number): SkippedImportRow {
  if (error instanceof DomainError) {
    const field = Object.entries(error.fields ?? {})[0];
    if (field) return { row, key: field[1][0]!.key, values: { field: field[0] } };
    return { row, key: `errors:${error.code}` };
  }
  throw error;
}

/**
 * `/campaigns/import` (and the meta-ads and google-ads create routes): turns a Google Ads Editor
 * or Meta Ads Manager export into draft campaigns of one advertiser, each with the SEARCH
 * creatives its responsive search ads make (pending review, like any creative). Each campaign is
 * stored in its own transaction, so one bad campaign is reported on its row and the rest import.
 */
export async function importCampaigns({
  deps,
  actor,
  advertiserId,
  bytes,
  truncated,
  language,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  bytes: Buffer;
  truncated: boolean;
  language: Language;
}): Promise<CampaignImportReport> {
  assertEditable(await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: advertiserId }));
  const result = await readCampaignImport({
    bytes,
    truncated,
    limits: deps.config.spreadsheetLimits,
    language,
  });
  const report: CampaignImportReport = { source: result.source, created: [], skipped: [...result.skipped] };
  for (const imported of result.campaigns) {
    try {
      report.created.push(await storeCampaign({ deps, actor, advertiserId, imported, result }));
    } catch (error) {
      report.skipped.push(refusalOf(error, imported.row));
    }
  }
  report.skipped.sort((a, b) => a.row - b.row);
  await recordAudit({
    db: deps.db,
    actor,
    action: 'campaign.imported',
    targetType: 'advertiser',
    targetId: advertiserId,
    metadata: { source: result.source, created: report.created.length, skipped: report.skipped.length },
  });
  return report;
}

async function storeCampaign({
  deps,
  actor,
  advertiserId,
  imported,
  result,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  imported: ImportedCampaign;
  result: CampaignImportResult;
}): Promise<CampaignImportReport['created'][number]> {
  const parsed = campaignDraftSchema.safeParse(imported.draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DomainError('VALIDATION_FAILED', {
      [issue.path.join('.')]: [{ key: issue.message, params: {} }],
    });
  }
  const notes = [...imported.notes];
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const creativeIds: string[] = [];
    for (const searchAd of imported.searchAds) {
      const input = creativeInputSchema.safeParse({
        name: searchAd.name,
        format: 'SEARCH',
        search: searchAd.ad,
      });
      if (!input.success) {
        // Say which rule failed (issue 26), not only that one did.
        const where = { name: searchAd.name, row: searchAd.rows[0]! };
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
    return {
      row: imported.row,
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      creatives: creativeIds.length,
      notes,
      missing,
    };
  });
}
