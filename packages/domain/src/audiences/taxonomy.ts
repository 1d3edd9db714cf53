/**
 * The IAB Tech Lab Audience Taxonomy 1.1 (packages/domain/data/iab-audience-taxonomy-1.1.tsv) as
 * segments keyed by their IAB unique id — the ids a bidder matches in OpenRTB `user.data` segments.
 * Pure: the caller reads the file; this only parses its text.
 */
export const segmentClasses = ['demographic', 'interest', 'purchase_intent'] as const;
export type SegmentClass = (typeof segmentClasses)[number];

export interface AudienceSegment {
  /** IAB unique id, e.g. "3". */
  id: string;
  parentId: string | null;
  class: SegmentClass;
  /** 1 for the three roots (Demographic, Interest, Purchase Intent), 2 for their children… */
  tier: number;
  /** The English name of the last tier, as IAB writes it. */
  name: string;
}

const classOfTier1: Record<string, SegmentClass> = {
  Demographic: 'demographic',
  Interest: 'interest',
  'Purchase Intent*': 'purchase_intent',
};

/** Parses the TSV (columns: blank, Unique ID, Parent ID, Condensed Name, Tier 1…Tier 6, notes). */
export function parseAudienceTaxonomy(tsv: string): AudienceSegment[] {
  const segments: AudienceSegment[] = [];
  for (const line of tsv.split(/\r?\n/).slice(1)) {
    const cells = line.split('\t');
    const id = cells[1]?.trim();
    if (!id) continue;
    const tiers = cells.slice(4, 10).map((cell) => cell.trim());
    const depth = tiers.findLastIndex((cell) => cell !== '') + 1;
    const segmentClass = classOfTier1[tiers[0] ?? ''];
    if (!segmentClass || depth === 0) throw new Error(`audience taxonomy: unexpected row ${id}`);
    segments.push({
      id,
      parentId: cells[2]?.trim() || null,
      class: segmentClass,
      tier: depth,
      name: depth === 1 ? tiers[0]!.replace(/\*$/, '') : tiers[depth - 1]!,
    });
  }
  return segments;
}

/**
 * Broad segments are the wide cuts a new advertiser may target (spec §5: advertisers under 4 days
 * old get only broad audiences): the demographic and interest categories of tiers 1 and 2 and the
 * basic demographic cuts of tier 3 (an age range, a gender, an education level…). Every purchase
 * intent segment and every deeper segment is "segmented".
 */
export function isBroadSegment(segment: Pick<AudienceSegment, 'class' | 'tier'>): boolean {
  if (segment.class === 'purchase_intent') return false;
  return segment.tier <= 2 || (segment.class === 'demographic' && segment.tier === 3);
}

export type SegmentKind = 'broad' | 'segmented';
export const segmentKindOf = (segment: Pick<AudienceSegment, 'class' | 'tier'>): SegmentKind =>
  isBroadSegment(segment) ? 'broad' : 'segmented';
