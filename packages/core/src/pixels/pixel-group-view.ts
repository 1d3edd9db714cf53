import { asc, eq, inArray } from 'drizzle-orm';
import {
  advertisers,
  companies,
  pixelGroups,
  pixelRules,
  readTogether,
  type DbOrTx,
  type PixelGroupRow,
  type PixelRuleRow,
} from '@verba/db';
import type { PixelGroupView, PixelRuleView } from '@verba/domain';

export function toPixelRuleView(rule: PixelRuleRow): PixelRuleView {
  return {
    id: rule.id,
    name: rule.name,
    event_name: rule.eventName,
    event_label: rule.eventLabel,
    objective: rule.objective,
    value: rule.value,
    max_value: rule.maxValue,
    created_at: rule.createdAt.toISOString(),
  };
}

/**
 * The API shape of pixel groups, with their advertiser and rules (oldest rule first), in the
 * order given: two queries for any number of groups. `withCompany` adds the owner (staff lists).
 */
export async function pixelGroupViews({
  db,
  groups,
  withCompany = false,
}: {
  db: DbOrTx;
  groups: PixelGroupRow[];
  withCompany?: boolean;
}): Promise<PixelGroupView[]> {
  if (groups.length === 0) return [];
  const groupIds = groups.map((g) => g.id);
  const [rules, owners] = await readTogether(db, [
    () =>
      db.select().from(pixelRules).where(inArray(pixelRules.groupId, groupIds)).orderBy(asc(pixelRules.seq)),
    () =>
      db
        .select({
          groupId: pixelGroups.id,
          advertiserId: advertisers.id,
          advertiserName: advertisers.name,
          advertiserDisplayName: advertisers.displayName,
          currency: advertisers.currency,
          companyId: companies.id,
          companyName: companies.tradeName,
        })
        .from(pixelGroups)
        .innerJoin(advertisers, eq(advertisers.id, pixelGroups.advertiserId))
        .innerJoin(companies, eq(companies.id, pixelGroups.companyId))
        .where(inArray(pixelGroups.id, groupIds)),
  ]);
  const ownerOf = new Map(owners.map((o) => [o.groupId, o]));
  return groups.map((group) => {
    const owner = ownerOf.get(group.id)!;
    return {
      id: group.id,
      name: group.name,
      status: group.status,
      rejection_reason: group.rejectionReason,
      advertiser: {
        id: owner.advertiserId,
        name: owner.advertiserName,
        display_name: owner.advertiserDisplayName,
        currency: owner.currency,
      },
      ...(withCompany && { company: { id: owner.companyId, name: owner.companyName } }),
      rules: rules.filter((r) => r.groupId === group.id).map(toPixelRuleView),
      decided_at: group.decidedAt?.toISOString() ?? null,
      created_at: group.createdAt.toISOString(),
      updated_at: group.updatedAt.toISOString(),
    };
  });
}

export async function pixelGroupView(options: { db: DbOrTx; group: PixelGroupRow; withCompany?: boolean }) {
  const [view] = await pixelGroupViews({ ...options, groups: [options.group] });
  return view!;
}
