import { and, eq, inArray } from 'drizzle-orm';
import { creatives, pixelGroups, type DbOrTx } from '@verba/db';
import {
  ruleIssue,
  ruleIssuesByField,
  ruleErrorsOf,
  rulePath,
  validateCampaignDraft,
  metaSettingsProblems,
  type GroupDraft,
  type MessageKey,
  type MetaSettings,
  type RuleCampaign,
} from '@verba/domain';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { strategyReferenceIssues } from './check-strategy-references';
import { metaIdentitiesOf } from '../channels/meta/meta-identities';

/**
 * Creatives, the pixel and the strategies' lists a campaign points at must be its advertiser's
 * (another advertiser's or another company's reads as not found), its audiences and content
 * categories the catalogue's: 422 on the field, nothing saved.
 */
export async function assertCampaignReferences({
  db,
  advertiserId,
  creativeIds,
  pixelId,
  groups,
  now,
  meta,
  companyId,
}: {
  db: DbOrTx;
  advertiserId: string;
  creativeIds: readonly string[];
  pixelId: string | null | undefined;
  groups: readonly GroupDraft[];
  now: Date;
  /** META_ADS: the Page / Instagram account must be ones this advertiser connected (issue 28). */
  meta?: MetaSettings | null;
  companyId?: string;
}): Promise<void> {
  const fields: Record<string, MessageKey[]> = await strategyReferenceIssues({
    db,
    advertiserId,
    groups,
    now,
  });
  const uuids = creativeIds.filter(isUuid);
  const found = new Set(
    uuids.length === 0
      ? []
      : (
          await db
            .select({ id: creatives.id })
            .from(creatives)
            .where(and(inArray(creatives.id, uuids), eq(creatives.advertiserId, advertiserId)))
        ).map((r) => r.id),
  );
  creativeIds.forEach((id, i) => {
    if (!found.has(id)) fields[`creative_ids.${i}`] = [{ key: 'errors:CREATIVE_NOT_FOUND', params: {} }];
  });
  if (pixelId) {
    const [pixel] = isUuid(pixelId)
      ? await db
          .select({ id: pixelGroups.id })
          .from(pixelGroups)
          .where(and(eq(pixelGroups.id, pixelId), eq(pixelGroups.advertiserId, advertiserId)))
          .limit(1)
      : [];
    if (!pixel) fields.pixel_id = [{ key: 'validation:invalid', params: {} }];
  }
  if (meta && companyId) {
    const identities = await metaIdentitiesOf({
      db,
      companyId,
      advertiserId,
      statuses: ['active', 'reconnect'],
    });
    for (const problem of metaSettingsProblems(meta, identities))
      fields[problem.path] = [{ key: problem.key, params: {} }];
  }
  if (Object.keys(fields).length) throw fail('VALIDATION_FAILED', fields);
}

/**
 * Rules a draft cannot be stored without, because the tables enforce them too: amounts above zero
 * and end dates after start dates. Every other rule only shows in `issues` until publishing.
 */
const unstorable = new Set(['AMOUNT_NOT_POSITIVE', 'END_NOT_AFTER_START', 'GROUP_END_BEFORE_START']);

export function assertStorableDraft(draft: RuleCampaign, now: Date): void {
  const broken = ruleErrorsOf(validateCampaignDraft(draft, { now }).errors).filter((i) =>
    unstorable.has(i.code),
  );
  // A bid of zero (without a bid type the rules do not look at the amount).
  (draft.groups ?? []).forEach((group, g) =>
    (group.strategies ?? []).forEach((strategy, s) => {
      if (strategy.bid?.amount === 0n)
        broken.push(
          ruleIssue('AMOUNT_NOT_POSITIVE', rulePath('groups', g, 'strategies', s, 'bid', 'amount')),
        );
    }),
  );
  if (broken.length) throw fail('VALIDATION_FAILED', ruleIssuesByField(broken));
}
