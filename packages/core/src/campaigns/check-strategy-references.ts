import { and, eq, inArray } from 'drizzle-orm';
import { advertisers, customLists, type DbOrTx } from '@verba/db';
import { audienceEligibility, checkGenres, rulePath, type GroupDraft, type MessageKey } from '@verba/domain';
import { audienceCatalogue } from '../audiences/audience-catalogue';
import { contentCategories } from '../audiences/content-categories';
import { isUuid } from '../ids';

const issue = (key: string): MessageKey[] => [{ key, params: {} }];

/**
 * What a draft's strategies point at outside the draft: `list_ids` must be the advertiser's own
 * custom lists (an EMAIL_AUDIENCE one only once the advertiser may use custom audiences, spec §5),
 * `audience_ids` segments of the audience catalogue and `content_category_ids` tier-1 content
 * categories, `genre_ids` Spotify genres (at most `spotifyGenreLimit`; the rule GENRE_UNKNOWN's
 * message, as the wizard shows it). Answers the refused items by field (`groups.0.strategies.1.list_ids.2`).
 */
export async function strategyReferenceIssues({
  db,
  advertiserId,
  groups,
  now,
}: {
  db: DbOrTx;
  advertiserId: string;
  groups: readonly GroupDraft[];
  now: Date;
}): Promise<Record<string, MessageKey[]>> {
  const strategies = groups.flatMap((group, g) =>
    (group.strategies ?? []).map((strategy, s) => ({
      strategy,
      path: rulePath('groups', g, 'strategies', s),
    })),
  );
  const listIds = [...new Set(strategies.flatMap(({ strategy }) => strategy.list_ids ?? []))].filter(isUuid);
  const lists = new Map(
    listIds.length === 0
      ? []
      : (
          await db
            .select({
              id: customLists.id,
              type: customLists.type,
              advertiserCreatedAt: advertisers.createdAt,
            })
            .from(customLists)
            .innerJoin(advertisers, eq(advertisers.id, customLists.advertiserId))
            .where(and(inArray(customLists.id, listIds), eq(customLists.advertiserId, advertiserId)))
        ).map((row) => [row.id, row]),
  );
  const audiences = audienceCatalogue().byId;
  const categories = new Set(contentCategories().map((c) => c.id));
  const fields: Record<string, MessageKey[]> = {};
  for (const { strategy, path } of strategies) {
    (strategy.list_ids ?? []).forEach((id, i) => {
      const list = lists.get(id);
      if (!list) fields[`${path}.list_ids.${i}`] = issue('campaigns:references.list_not_found');
      else if (
        list.type === 'EMAIL_AUDIENCE' &&
        !audienceEligibility({ advertiserCreatedAt: list.advertiserCreatedAt, now }).allowed.includes(
          'custom',
        )
      )
        fields[`${path}.list_ids.${i}`] = issue('campaigns:references.custom_audience_too_young');
    });
    (strategy.audience_ids ?? []).forEach((id, i) => {
      if (!audiences.has(id))
        fields[`${path}.audience_ids.${i}`] = issue('campaigns:references.audience_not_found');
    });
    (strategy.content_category_ids ?? []).forEach((id, i) => {
      if (!categories.has(id))
        fields[`${path}.content_category_ids.${i}`] = issue('campaigns:references.category_not_found');
    });
    for (const found of checkGenres(strategy.genre_ids, rulePath(path, 'genre_ids')))
      fields[found.path] = [{ key: found.key, params: found.params }];
  }
  return fields;
}
