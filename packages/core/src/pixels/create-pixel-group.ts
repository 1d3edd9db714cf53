import { pixelGroups } from '@verba/db';
import type { CreatePixelGroupInput, PixelGroupView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { auditPixelGroup } from './audit';
import { schedulePixelAutoReview } from './auto-review-pixel-group';
import { insertPixelRules } from './insert-pixel-rules';
import { pixelGroupView } from './pixel-group-view';

/**
 * Creates a pixel group with its rules for an active advertiser of the actor's company. It starts
 * pending (spec §4: creation may take up to 48 h) until staff activate it (or, embedded, the
 * automatic reviewer); it collects events meanwhile so the install can be tested.
 */
export async function createPixelGroup({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CreatePixelGroupInput;
}): Promise<PixelGroupView> {
  const now = deps.now();
  const group = await deps.db.transaction(async (tx) => {
    const advertiser = await findAdvertiser({ db: tx, companyId: actor.companyId, id: input.advertiser_id });
    if (advertiser.status !== 'active') throw fail('ADVERTISER_INACTIVE', undefined, { context: 'pixel' });
    const [created] = await tx
      .insert(pixelGroups)
      .values({
        companyId: actor.companyId,
        advertiserId: advertiser.id,
        name: input.name,
        status: 'pending',
        createdByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await schedulePixelAutoReview({ deps, db: tx, groupId: created!.id, at: now });
    await insertPixelRules({
      db: tx,
      groupId: created!.id,
      rules: input.rules,
      userId: actor.userId,
      at: now,
      defaultMaxValue: deps.config.pixelDefaultMaxValue,
      fieldPrefix: 'rules.',
    });
    await auditPixelGroup({
      db: tx,
      actor,
      companyId: actor.companyId,
      groupId: created!.id,
      action: 'pixel_group.created',
      metadata: { advertiser_id: advertiser.id, rules: input.rules.map((r) => r.event_name) },
      at: now,
    });
    return created!;
  });
  return pixelGroupView({ db: deps.db, group });
}
