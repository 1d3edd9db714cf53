import { eq } from 'drizzle-orm';
import { advertisers } from '@verba/db';
import { documentTypeOf, type UpdateAdvertiserInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { assertAdCategories } from './check-ad-categories';
import { assertEditable, findAdvertiser } from './find-advertiser';

/** Edits an active advertiser. The currency is fixed at creation (spec §5): a different one is refused. */
export async function updateAdvertiser({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: UpdateAdvertiserInput;
}) {
  assertAdCategories(input.ad_category_ids);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findAdvertiser({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertEditable(current);
    if (input.currency !== undefined && input.currency !== current.currency)
      throw fail('ADVERTISER_CURRENCY_LOCKED');
    const changes = {
      name: input.name,
      displayName: input.display_name,
      website: input.website,
      country: input.country,
      ...input.address,
      billingProfile: input.billing_profile,
      companyTaxId: input.company_tax_id,
      ownerDocument: input.owner_document,
      ownerDocumentType: documentTypeOf(input.owner_document) ?? current.ownerDocumentType,
      ownerName: input.owner_name,
      ownerBusinessName: input.owner_business_name,
    };
    const changed: string[] = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (k) => changes[k] !== current[k],
    );
    const adCategoryIds = input.ad_category_ids ?? current.adCategoryIds;
    if (adCategoryIds.join() !== current.adCategoryIds.join()) changed.push('adCategoryIds');
    if (changed.length === 0) return current;
    const [updated] = await tx
      .update(advertisers)
      .set({ ...changes, adCategoryIds, updatedAt: now })
      .where(eq(advertisers.id, current.id))
      .returning();
    await auditAdvertiser({
      db: tx,
      actor,
      advertiserId: current.id,
      action: 'advertiser.updated',
      metadata: { fields: changed },
      at: now,
    });
    return updated!;
  });
  return toAdvertiserView(row);
}
