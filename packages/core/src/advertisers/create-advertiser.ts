import { advertisers } from '@verba/db';
import { documentTypeOf, type CreateAdvertiserInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { assertAdCategories } from './check-ad-categories';
import { grantSymbolicCredit } from './symbolic-credit';
import { isWithinSymbolicCreditCap } from './symbolic-credit-cap';

/**
 * Creates an advertiser of the actor's company, active, and gives it the symbolic R$ 1,00
 * (spec §1, §9) in the same transaction when it is one of the company's first
 * `symbolicCreditAdvertisers`: such an advertiser never exists without its credit.
 */
export async function createAdvertiser({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CreateAdvertiserInput;
}) {
  assertAdCategories(input.ad_category_ids);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const credited = await isWithinSymbolicCreditCap({
      tx,
      companyId: actor.companyId,
      cap: deps.config.symbolicCreditAdvertisers,
    });
    const [created] = await tx
      .insert(advertisers)
      .values({
        companyId: actor.companyId,
        name: input.name,
        displayName: input.display_name,
        website: input.website,
        currency: input.currency,
        country: input.country,
        ...input.address,
        billingProfile: input.billing_profile,
        coupon: input.coupon ?? null,
        companyTaxId: input.company_tax_id,
        ownerDocument: input.owner_document,
        ownerDocumentType: documentTypeOf(input.owner_document) ?? 'CPF',
        ownerName: input.owner_name,
        ownerBusinessName: input.owner_business_name,
        adCategoryIds: input.ad_category_ids ?? [],
        status: 'active',
        createdByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (credited) await grantSymbolicCredit({ db: tx, advertiser: created! });
    await auditAdvertiser({
      db: tx,
      actor,
      advertiserId: created!.id,
      action: 'advertiser.created',
      at: now,
    });
    return created!;
  });
  return toAdvertiserView(row);
}
