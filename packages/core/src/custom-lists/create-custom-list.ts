import { customLists } from '@verba/db';
import { entryKindsOf, type CreateCustomListInput, type Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { assertCustomAudienceAllowed } from './audience-eligibility';
import { toCustomListView } from './custom-list-view';
import { withUniqueListName } from './list-name';

/**
 * Creates an empty list for one of the company's active advertisers. An EMAIL_AUDIENCE needs an
 * advertiser older than 3 months; a BLACKLIST or WISHLIST holds the sites or apps chosen here.
 */
export async function createCustomList({
  deps,
  actor,
  input,
  language,
}: {
  deps: Deps;
  actor: Actor;
  input: CreateCustomListInput;
  language: Language;
}) {
  const now = deps.now();
  const advertiser = await findAdvertiser({
    db: deps.db,
    companyId: actor.companyId,
    id: input.advertiser_id,
  });
  assertEditable(advertiser);
  if (input.type === 'EMAIL_AUDIENCE') assertCustomAudienceAllowed({ advertiser, now, language });
  const kinds = entryKindsOf(input.type);
  const entryKind = input.entry_kind && kinds.includes(input.entry_kind) ? input.entry_kind : kinds[0]!;
  const row = await withUniqueListName(() =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customLists)
        .values({
          companyId: actor.companyId,
          advertiserId: advertiser.id,
          type: input.type,
          entryKind,
          name: input.name,
          createdByUserId: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit({
        db: tx,
        actor,
        action: 'custom_list.created',
        targetType: 'custom_list',
        targetId: created!.id,
        metadata: { name: created!.name, type: created!.type, advertiser_id: advertiser.id },
      });
      return created!;
    }),
  );
  return toCustomListView(row, advertiser);
}
