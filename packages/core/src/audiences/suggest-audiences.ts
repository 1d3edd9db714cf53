import { and, asc, eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import {
  audienceAvailableParams,
  audienceEligibility,
  defaultCampaignRuleSettings,
  estimateReach,
  localeOf,
  maxSegmentsPerStrategy,
  segmentKindOf,
  withoutCoveredSegments,
  type CampaignObjective,
  type Language,
} from '@verba/domain';
import { foldedWords } from '@verba/domain/audiences/suggestion-text';
import { findAdvertiser } from '../advertisers/find-advertiser';
import type { Actor, Deps } from '../deps';
import { translatorFor } from '../i18n/translate';
import { adCategories } from './ad-categories';
import { audienceCatalogue } from './audience-catalogue';
import { rankSegments, type RankedSegment } from './suggestion-engine';
import { semanticSimilarity } from './segment-embeddings';
import { similarCampaignPerformance } from './segment-performance';

export interface SuggestAudiencesInput {
  advertiserId: string;
  objective?: CampaignObjective | undefined;
  description?: string | undefined;
  /** The language of names and reasons; the actor's by default. */
  language?: Language | undefined;
}

export interface AudienceSuggestion {
  segmentId: string;
  name: string;
  /** Ancestors' names, root first. */
  path: string[];
  kind: 'broad' | 'segmented';
  /** One line saying why, in the request's language. */
  reason: string;
  /** 0–1: how well it fits (text, embeddings, objective and observed rates together); 0 for a fallback. */
  score: number;
  /** Part of the recommended combination (at least two when there are two, at most the recommended maximum). */
  recommended: boolean;
}

/** Broad interests a new advertiser with no match can start from (Compras, Comida e bebida, Viagens, Notícias e política). */
const fallbackSegmentIds = ['606', '368', '719', '522'];

/**
 * Audience suggestion (issue 30, spec §1 and §5, DESIGN §11): ranks IAB segments for an advertiser
 * of the actor's company from its site, names, ad categories, the optional description and the
 * campaign's objective, and from what performed in similar campaigns (rates per segment from the
 * event store); each suggestion with a one-line reason, and the estimated reach of the recommended
 * combination. The spec's rules: at most 10 segments (the limit per strategy), at least two
 * recommended, broad segments only for an advertiser under 4 days old, the advertiser's custom
 * audiences (EMAIL_AUDIENCE lists) only once it is older than 3 months. Embeddings from the
 * OpenAI-compatible endpoint are blended in when AI_EMBEDDINGS_MODEL is set; if they fail the text
 * ranking answers alone and `method` says so. Reads only; another company's advertiser is NOT_FOUND.
 */
export async function suggestAudiences({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: SuggestAudiencesInput;
}) {
  const language = input.language ?? actor.language;
  const t = translatorFor(language);
  const advertiser = await findAdvertiser({
    db: deps.db,
    companyId: actor.companyId,
    id: input.advertiserId,
  });
  const catalogue = audienceCatalogue();
  const now = deps.now();
  const eligibility = audienceEligibility({ advertiserCreatedAt: advertiser.createdAt, now });
  const broadOnly = !eligibility.allowed.includes('catalogue');
  const customAllowed = eligibility.allowed.includes('custom');

  const categoryNames = adCategories()
    .filter((c) => advertiser.adCategoryIds.includes(c.id))
    .flatMap((c) => [c.names.pt_BR, c.names.en]);
  const text = {
    description: input.description,
    names: [...new Set([advertiser.displayName, advertiser.name])],
    website: advertiser.website,
    categories: categoryNames,
  };

  const [performance, semantic] = await Promise.all([
    similarCampaignPerformance({ deps, companyId: actor.companyId, objective: input.objective }).catch(
      (error: unknown) => {
        deps.logger.warn({ err: error }, 'audience suggestion: segment rates unavailable, ranking by text');
        return undefined;
      },
    ),
    embeddingsFor(deps, [input.description, advertiser.displayName, ...categoryNames]),
  ]);

  let ranked = rankSegments({
    text,
    objective: input.objective,
    performance,
    semantic,
    broadOnly,
    limit: maxSegmentsPerStrategy,
  });
  const fallback = ranked.length < defaultCampaignRuleSettings.recommendedMinAudiences;
  if (fallback) {
    const taken = new Set(ranked.map((r) => r.segment.id));
    for (const id of fallbackSegmentIds) {
      if (ranked.length >= defaultCampaignRuleSettings.recommendedMinAudiences || taken.has(id)) continue;
      ranked = [...ranked, { segment: catalogue.byId.get(id)!, score: 0 }];
    }
  }

  const best = ranked[0]?.score ?? 0;
  const { recommendedMinAudiences, recommendedMaxAudiences } = defaultCampaignRuleSettings;
  const recommended = (r: RankedSegment, i: number) =>
    i < recommendedMinAudiences || (i < recommendedMaxAudiences && r.score >= best * 0.45);

  const surface = surfaceWords([input.description, ...text.names, ...categoryNames].join(' '));
  const percent = new Intl.NumberFormat(localeOf[language], { style: 'percent', maximumFractionDigits: 2 });
  const quote = (word: string) => `“${surface.get(word) ?? word}”`;
  const reasonOf = (r: RankedSegment): string => {
    const parts: string[] = [];
    if (r.insteadOf)
      parts.push(
        t('audiences:suggestions.reason.broad_instead', {
          segment: `“${catalogue.nameOf(r.insteadOf, language).name}”`,
        }),
      );
    if (r.text) {
      const bySource = (source: string) =>
        r
          .text!.words.filter((w) => w.source === source)
          .map((w) => quote(w.word))
          .slice(0, 3)
          .join(', ');
      const description = bySource('description');
      const site = bySource('site');
      const category = bySource('category');
      if (description) parts.push(t('audiences:suggestions.reason.description', { words: description }));
      else if (site) parts.push(t('audiences:suggestions.reason.site', { words: site }));
      else if (category) parts.push(t('audiences:suggestions.reason.category', { words: category }));
      if (r.text.viaChildId && !r.insteadOf) {
        const child = catalogue.byId.get(r.text.viaChildId);
        if (child)
          parts.push(
            t('audiences:suggestions.reason.via_child', {
              child: `“${catalogue.nameOf(child, language).name}”`,
            }),
          );
      }
    } else if (r.semantic !== undefined) parts.push(t('audiences:suggestions.reason.semantic'));
    if (r.rate && r.rate.value > r.rate.baseline * 1.05)
      parts.push(
        t(r.rate.kind === 'ctr' ? 'audiences:suggestions.reason.ctr' : 'audiences:suggestions.reason.cvr', {
          rate: percent.format(r.rate.value),
          baseline: percent.format(r.rate.baseline),
        }),
      );
    if (parts.length === 0) parts.push(t('audiences:suggestions.reason.fallback'));
    return parts.join(' · ');
  };

  const suggestions: AudienceSuggestion[] = ranked.map((r, i) => ({
    segmentId: r.segment.id,
    name: catalogue.nameOf(r.segment, language).name,
    path: catalogue.pathOf(r.segment, language),
    kind: segmentKindOf(r.segment),
    reason: reasonOf(r),
    score: Math.round(Math.min(1, r.score) * 1000) / 1000,
    recommended: recommended(r, i),
  }));
  const recommendedIds = suggestions.filter((s) => s.recommended).map((s) => s.segmentId);
  const chosen = withoutCoveredSegments(recommendedIds, (id) => catalogue.byId.get(id)?.parentId);
  const estimatedReach = estimateReach(
    chosen.map((id) => catalogue.shares.get(id)!),
    1,
  );

  const lists = customAllowed
    ? await deps.db
        .select({ id: customLists.id, name: customLists.name, entries: customLists.entryCount })
        .from(customLists)
        .where(
          and(
            eq(customLists.companyId, actor.companyId),
            eq(customLists.advertiserId, advertiser.id),
            eq(customLists.type, 'EMAIL_AUDIENCE'),
          ),
        )
        .orderBy(asc(customLists.name))
    : [];

  return {
    advertiserId: advertiser.id,
    suggestions,
    estimatedReach,
    method: semantic ? ('text+embeddings' as const) : ('text' as const),
    model: semantic ? deps.config.audienceEmbeddings?.model : undefined,
    rules: {
      maxSegments: maxSegmentsPerStrategy,
      recommendedMin: recommendedMinAudiences,
      broadOnly,
      ...(broadOnly ? { segmentsFrom: audienceAvailableParams(eligibility.catalogueFrom) } : {}),
      customAudiencesAllowed: customAllowed,
      ...(customAllowed
        ? {}
        : { customAudiencesFrom: audienceAvailableParams(eligibility.ownAndCustomAfter) }),
    },
    customAudiences: lists.map((l) => ({ id: l.id, name: l.name, entries: l.entries })),
  };
}
export type AudienceSuggestions = Awaited<ReturnType<typeof suggestAudiences>>;

/** Embeddings similarity when configured; undefined (text only) when not, or when the endpoint fails. */
async function embeddingsFor(deps: Deps, parts: readonly (string | undefined)[]) {
  const config = deps.config.audienceEmbeddings;
  const text = parts.filter((p): p is string => !!p?.trim()).join('\n');
  if (!config || !text) return undefined;
  try {
    return await semanticSimilarity(config, text);
  } catch (error) {
    deps.logger.warn({ err: error }, 'audience suggestion: embeddings endpoint failed, ranking by text');
    return undefined;
  }
}

/** Folded word → the word as the advertiser wrote it ("cafe" → "cafés"), for the reasons. */
function surfaceWords(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const token of text.split(/[^\p{L}\p{N}-]+/u)) {
    const [folded] = foldedWords(token);
    if (folded && !map.has(folded)) map.set(folded, token.toLowerCase());
  }
  return map;
}
