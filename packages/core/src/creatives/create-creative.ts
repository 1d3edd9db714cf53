import { creatives } from '@verba/db';
import type { CreativeInput } from '@verba/domain';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { scheduleCreativeAutoReview } from './auto-review-creative';
import { checkCreative } from './check-creative';
import { creativeValues } from './creative-values';
import { toCreativeView } from './creative-view';
import { withUniqueName } from './name-uniqueness';

/**
 * `POST advertisers/:id/creatives`: a creative of an active advertiser, after the automatic
 * checks; it waits (pending) for staff review. Returns it with its warnings (keys).
 */
export async function createCreative({
  deps,
  actor,
  advertiserId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  input: CreativeInput;
}) {
  const now = deps.now();
  return withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      const advertiser = await findAdvertiser({ db: tx, companyId: actor.companyId, id: advertiserId });
      assertEditable(advertiser);
      const checked = await checkCreative({ deps, db: tx, advertiserId: advertiser.id, input });
      const [row] = await tx
        .insert(creatives)
        .values({
          ...creativeValues(input, checked.asset, checked.companion),
          companyId: actor.companyId,
          advertiserId: advertiser.id,
          status: 'pending',
          requiresCertification: checked.requiresCertification,
          errorCode: checked.errorCode,
          createdByUserId: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await scheduleCreativeAutoReview({ deps, db: tx, creativeId: row!.id, at: now });
      await recordAudit({
        db: tx,
        actor,
        action: 'creative.created',
        targetType: 'creative',
        targetId: row!.id,
        metadata: { advertiser_id: advertiser.id, format: input.format },
        at: now,
      });
      return {
        data: toCreativeView(row!, {
          asset: checked.asset,
          companion: checked.companion,
          advertiserName: advertiser.name,
          advertiserDisplayName: advertiser.displayName,
        }),
        warnings: checked.warnings,
      };
    }),
  );
}
