import { eq } from 'drizzle-orm';
import { creatives } from '@verba/db';
import type { CreativeInput } from '@verba/domain';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { scheduleCreativeAutoReview } from './auto-review-creative';
import { checkCreative } from './check-creative';
import { creativeValues } from './creative-values';
import { toCreativeView } from './creative-view';
import { findCreative } from './find-creative';
import { withUniqueName } from './name-uniqueness';
import { assertSameDimensions } from './same-dimensions';

/**
 * `PUT creatives/:id`: the same checks as creation; the format cannot change, a new file must
 * keep the current file's dimensions (spec §5), and any edit sends the creative back to review.
 */
export async function updateCreative({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: CreativeInput;
}) {
  const now = deps.now();
  return withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      const current = await findCreative({ db: tx, companyId: actor.companyId, id, forUpdate: true });
      const advertiser = await findAdvertiser({
        db: tx,
        companyId: actor.companyId,
        id: current.creative.advertiserId,
      });
      assertEditable(advertiser);
      if (input.format !== current.creative.format)
        throw fail('CREATIVE_FORMAT_LOCKED', {
          format: [{ key: 'errors:CREATIVE_FORMAT_LOCKED', params: {} }],
        });
      const checked = await checkCreative({ deps, db: tx, advertiserId: advertiser.id, input });
      if (current.asset && checked.asset && current.asset.id !== checked.asset.id)
        assertSameDimensions(current.asset, checked.asset);
      const [row] = await tx
        .update(creatives)
        .set({
          ...creativeValues(input, checked.asset, checked.companion),
          status: 'pending',
          rejectionReason: null,
          reviewedAt: null,
          reviewedByUserId: null,
          requiresCertification: checked.requiresCertification,
          errorCode: checked.errorCode,
          updatedAt: now,
        })
        .where(eq(creatives.id, current.creative.id))
        .returning();
      await scheduleCreativeAutoReview({ deps, db: tx, creativeId: row!.id, at: now });
      await recordAudit({
        db: tx,
        actor,
        action: 'creative.updated',
        targetType: 'creative',
        targetId: row!.id,
        metadata: { previous_status: current.creative.status },
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
