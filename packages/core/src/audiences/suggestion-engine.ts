import { readFileSync } from 'node:fs';
import {
  isBroadSegment,
  type AudienceSegment,
  type CampaignObjective,
  maxSegmentsPerStrategy,
} from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';
import {
  buildSuggestionTextIndex,
  matchSuggestionText,
  siteWords,
  type SuggestionTextIndex,
  type SuggestionTextPart,
  type TextMatch,
} from '@verba/domain/audiences/suggestion-text';
import { audienceCatalogue } from './audience-catalogue';

/**
 * Audience suggestion's ranking (issue 30, DESIGN §11), without I/O: the advertiser's text scored
 * against every segment (Portuguese-aware, `suggestion-text.ts`), blended with the semantic
 * similarity of embeddings when an endpoint gave them, nudged by the campaign's objective and by how
 * each segment performed in similar campaigns (click and conversion rates from the event store).
 * The use case (`suggest-audiences.ts`) reads the advertiser, the rates and the embeddings.
 */

/** Observed rates of one segment in similar campaigns (enough impressions to mean something). */
export interface SegmentPerformance {
  impressions: number;
  clicks: number;
  conversions: number;
}

export interface PerformanceTable {
  bySegment: ReadonlyMap<string, SegmentPerformance>;
  /** The same campaigns over all their impressions: the baseline a segment is compared with. */
  overall: SegmentPerformance;
}

/** A segment ranks with fewer impressions than this only by its text. */
export const minImpressionsForRates = 1000;

export interface RankedSegment {
  segment: AudienceSegment;
  score: number;
  text?: TextMatch | undefined;
  /** Similarity of the embeddings, rescaled (0 the catalogue's mean, 1 the closest), when blended. */
  semantic?: number | undefined;
  /** The rate the objective looks at, and the baseline, when the segment has enough delivery. */
  rate?: { kind: 'ctr' | 'cvr'; value: number; baseline: number } | undefined;
  /** Set when a broad ancestor stands in for a narrower match (advertisers under 4 days old). */
  insteadOf?: AudienceSegment | undefined;
}

let textIndex: SuggestionTextIndex | undefined;
/** The segments' names prepared for suggestion, once per process. */
export function suggestionTextIndex(): SuggestionTextIndex {
  if (textIndex) return textIndex;
  const catalogue = audienceCatalogue();
  const read = (file: string) =>
    (JSON.parse(readFileSync(domainDataFile(file), 'utf8')) as { groups: string[][] }).groups;
  textIndex = buildSuggestionTextIndex(
    catalogue.segments.map((s) => ({
      id: s.id,
      parentId: s.parentId,
      namePt: catalogue.nameOf(s, 'pt_BR').name,
      nameEn: s.name,
    })),
    [...read('audience-synonyms.json'), ...read('audience-suggestion-synonyms.json')],
  );
  return textIndex;
}

export interface AdvertiserText {
  description?: string | undefined;
  /** The advertiser's names (display and legal). */
  names?: readonly string[] | undefined;
  website?: string | undefined;
  /** Names (pt-BR and English) of the advertiser's ad categories (IAB Content Taxonomy). */
  categories?: readonly string[] | undefined;
}

/** The advertiser's words as weighted parts of text. */
export function advertiserTextParts(text: AdvertiserText): SuggestionTextPart[] {
  const parts: SuggestionTextPart[] = [];
  if (text.description?.trim()) parts.push({ text: text.description, source: 'description' });
  for (const name of text.names ?? []) if (name.trim()) parts.push({ text: name, source: 'site' });
  if (text.website?.trim())
    parts.push({ text: siteWords(text.website, suggestionTextIndex()).join(' '), source: 'site' });
  for (const category of text.categories ?? []) parts.push({ text: category, source: 'category' });
  return parts;
}

/** The text of a segment for an embeddings model: its pt-BR name, then its parent's for context. */
export function segmentEmbeddingText(segment: AudienceSegment): string {
  const catalogue = audienceCatalogue();
  const parent = segment.parentId ? catalogue.byId.get(segment.parentId) : undefined;
  const name = catalogue.nameOf(segment, 'pt_BR').name;
  return parent && parent.tier > 1 ? `${name} (${catalogue.nameOf(parent, 'pt_BR').name})` : name;
}

/**
 * Cosine similarities rescaled per request, so any model's range reads the same: the catalogue's
 * mean similarity is 0, the closest segment 1.
 */
function rescaled(semantic: ReadonlyMap<string, number>): Map<string, number> {
  const values = [...semantic.values()];
  if (values.length === 0) return new Map();
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const best = Math.max(...values);
  const span = best - mean;
  return new Map(
    [...semantic].map(([id, v]) => [id, span > 1e-9 ? Math.max(0, Math.min(1, (v - mean) / span)) : 0]),
  );
}

/** Weight of the semantic similarity when embeddings are configured (the text keeps the rest). */
const semanticWeight = 0.45;
/** Below this a segment is not a suggestion, however it performed. */
const minimumScore = 0.12;

function rateOf(
  objective: CampaignObjective | undefined,
  row: SegmentPerformance,
  overall: SegmentPerformance,
): RankedSegment['rate'] {
  if (row.impressions < minImpressionsForRates || overall.impressions === 0) return undefined;
  const byConversions = objective === 'CONVERSION' || objective === 'RETARGETING';
  if (byConversions && overall.conversions > 0)
    return {
      kind: 'cvr',
      value: row.conversions / row.impressions,
      baseline: overall.conversions / overall.impressions,
    };
  if (overall.clicks === 0) return undefined;
  return { kind: 'ctr', value: row.clicks / row.impressions, baseline: overall.clicks / overall.impressions };
}

const counterparts = new Map<string, { segment: AudienceSegment; score: number } | undefined>();
/** A counterpart must cover at least this share of a name to stand in for it. */
const minCounterpartScore = 0.5;
/**
 * The broad segment (an interest or demographic cut of tier 1–2) closest by name to a segment
 * without a broad ancestor (every purchase intent): its names and its ancestors' names matched
 * against the broad segments only. Cached per segment.
 */
function broadCounterpart(segment: AudienceSegment): { segment: AudienceSegment; score: number } | undefined {
  if (counterparts.has(segment.id)) return counterparts.get(segment.id);
  const catalogue = audienceCatalogue();
  const chain: AudienceSegment[] = [];
  for (
    let s: AudienceSegment | undefined = segment;
    s && s.tier > 1;
    s = s.parentId ? catalogue.byId.get(s.parentId) : undefined
  )
    chain.push(s);
  let found: { segment: AudienceSegment; score: number } | undefined;
  // The segment's own name first, then each ancestor's, until one matches a broad segment.
  for (const s of chain) {
    const matches = matchSuggestionText(
      [
        { text: catalogue.nameOf(s, 'pt_BR').name, source: 'description' },
        { text: s.name, source: 'description' },
      ],
      suggestionTextIndex(),
    );
    for (const [id, match] of matches) {
      const candidate = catalogue.byId.get(id)!;
      if (candidate.tier === 1 || !isBroadSegment(candidate) || match.viaChildId) continue;
      if (match.score >= minCounterpartScore && match.score > (found?.score ?? 0))
        found = { segment: candidate, score: match.score };
    }
    if (found) break;
  }
  counterparts.set(segment.id, found);
  return found;
}

export interface RankOptions {
  text: AdvertiserText;
  objective?: CampaignObjective | undefined;
  performance?: PerformanceTable | undefined;
  /** Cosine similarity per segment id (0–1) from embeddings, when configured and answered. */
  semantic?: ReadonlyMap<string, number> | undefined;
  /** Advertisers under 4 days old: broad segments only (narrower matches give way to their broad ancestor). */
  broadOnly?: boolean | undefined;
  limit?: number | undefined;
}

/**
 * The best segments for an advertiser, best first, at most `limit` (10, the spec's limit per
 * strategy), one per pt-BR name (the taxonomy repeats "Sedã" under new and used vehicles), never a
 * segment together with one of its ancestors.
 */
export function rankSegments(options: RankOptions): RankedSegment[] {
  const catalogue = audienceCatalogue();
  const limit = options.limit ?? maxSegmentsPerStrategy;
  const matches = matchSuggestionText(advertiserTextParts(options.text), suggestionTextIndex());
  const candidates = new Map<string, RankedSegment>();
  const semanticOf = options.semantic ? rescaled(options.semantic) : undefined;

  const consider = (segment: AudienceSegment, ranked: Omit<RankedSegment, 'segment'>) => {
    let target: AudienceSegment | undefined = segment;
    let insteadOf: AudienceSegment | undefined;
    if (options.broadOnly && !isBroadSegment(segment)) {
      insteadOf = segment;
      while (!isBroadSegment(target) && target.parentId) target = catalogue.byId.get(target.parentId)!;
      // A purchase intent has no broad ancestor: its broad counterpart by name ("Café" → "Comida e bebida").
      if (target.tier === 1) {
        const counterpart = broadCounterpart(segment);
        if (!counterpart) return;
        target = counterpart.segment;
        ranked = { ...ranked, score: ranked.score * counterpart.score };
      }
    }
    const current = candidates.get(target.id);
    if (!current || current.score < ranked.score)
      candidates.set(target.id, { ...ranked, segment: target, insteadOf: insteadOf ?? ranked.insteadOf });
  };

  for (const segment of catalogue.segments) {
    if (segment.tier === 1) continue;
    const text = matches.get(segment.id);
    const semantic = semanticOf?.get(segment.id);
    const textScore = text?.score ?? 0;
    let score =
      semantic === undefined ? textScore : (1 - semanticWeight) * textScore + semanticWeight * semantic;
    if (score < minimumScore) continue;
    // The objective: conversions lean to purchase intent, impressions to interests.
    if (options.objective === 'CONVERSION' || options.objective === 'RETARGETING')
      score *= segment.class === 'purchase_intent' ? 1.08 : 1;
    else if (options.objective === 'IMPRESSION') score *= segment.class === 'interest' ? 1.05 : 1;
    // What performed in similar campaigns: up to ±20 % by the rate's lift over the baseline.
    const row = options.performance?.bySegment.get(segment.id);
    const rate =
      row && options.performance ? rateOf(options.objective, row, options.performance.overall) : undefined;
    if (rate && rate.baseline > 0) {
      const lift = Math.log2(Math.max(rate.value, rate.baseline / 8) / rate.baseline);
      score *= Math.min(1.2, Math.max(0.8, 1 + 0.1 * lift));
    }
    consider(segment, { score, text, semantic, rate });
  }

  const ranked = [...candidates.values()].sort(
    (a, b) =>
      b.score - a.score || a.segment.tier - b.segment.tier || Number(a.segment.id) - Number(b.segment.id),
  );
  const chosen: RankedSegment[] = [];
  const names = new Set<string>();
  const ancestorsOf = (segment: AudienceSegment) => {
    const ids = new Set<string>();
    for (let p = segment.parentId; p; p = catalogue.byId.get(p)?.parentId ?? null) ids.add(p);
    return ids;
  };
  for (const candidate of ranked) {
    if (chosen.length >= limit) break;
    const name = catalogue.nameOf(candidate.segment, 'pt_BR').name.toLowerCase();
    if (names.has(name)) continue;
    const ancestors = ancestorsOf(candidate.segment);
    if (chosen.some((c) => ancestors.has(c.segment.id) || ancestorsOf(c.segment).has(candidate.segment.id)))
      continue;
    names.add(name);
    chosen.push(candidate);
  }
  return chosen;
}
