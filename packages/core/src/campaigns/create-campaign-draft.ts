import { campaigns, type CampaignRow, type DbOrTx } from '@verba/db';
import type { CampaignDraft } from '@verba/domain';
import type { Actor } from '../deps';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { withTransaction } from '../ledger/with-transaction';
import { assertCampaignReferences, assertStorableDraft } from './check-references';
import { campaignFieldsOf, writeCampaignCreatives, writeCampaignGroups } from './write-campaign-tree';

/**
 * Stores a new draft campaign of one of the actor's company's active advertisers, in the
 * advertiser's currency, with its groups and strategies (the wizard's first save, and the
 * importer). Format problems and what the tables cannot hold refuse (422); every other rule is
 * only reported later by checkPublishable. Joins the caller's transaction when given one.
 */
export async function createCampaignDraft({
  db,
  actor,
  advertiserId,
  draft,
  wizardStep,
  now = new Date(),
}: {
  db: DbOrTx;
  actor: Pick<Actor, 'companyId' | 'userId'>;
  advertiserId: string;
  draft: CampaignDraft;
  wizardStep?: string | null;
  now?: Date;
}): Promise<CampaignRow> {
  assertStorableDraft(draft, now);
  return withTransaction(db, async (tx) => {
    const advertiser = await findAdvertiser({ db: tx, companyId: actor.companyId, id: advertiserId });
    assertEditable(advertiser);
    await assertCampaignReferences({
      db: tx,
      advertiserId: advertiser.id,
      creativeIds: draft.creative_ids ?? [],
      pixelId: draft.pixel_id,
      groups: draft.groups ?? [],
      ...(draft.type === 'META_ADS' && { meta: draft.meta ?? null, companyId: actor.companyId }),
      now,
    });
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        companyId: actor.companyId,
        advertiserId: advertiser.id,
        type: draft.type,
        currency: advertiser.currency,
        ...campaignFieldsOf(draft, wizardStep, draft.type),
        status: 'draft',
        createdByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeCampaignCreatives(tx, campaign!.id, draft.creative_ids ?? []);
    await writeCampaignGroups({
      tx,
      tree: { campaign: campaign!, groups: [], strategies: [], creativeIds: [] },
      groups: draft.groups ?? [],
      now,
    });
    return campaign!;
  });
}
