import { estimateReach, segmentKindOf, type AudienceSegment, type Language } from '@verba/domain';
import type { AudienceCatalogue } from './audience-catalogue';

/** A segment as the API answers it: IAB id, names, class, tier, broad or segmented, and its reach across Brazil. */
export function toSegmentView(catalogue: AudienceCatalogue, segment: AudienceSegment, language: Language) {
  const { name, translated } = catalogue.nameOf(segment, language);
  const reach = estimateReach([catalogue.shares.get(segment.id)!], 1);
  return {
    id: segment.id,
    name,
    name_en: segment.name,
    translated,
    class: segment.class,
    tier: segment.tier,
    kind: segmentKindOf(segment),
    parent_id: segment.parentId,
    children_count: catalogue.childrenOf.get(segment.id)?.length ?? 0,
    reach,
  };
}
export type SegmentView = ReturnType<typeof toSegmentView>;
