import { useMutation } from '@tanstack/react-query';
import type { CampaignObjective, ReachEstimate, SegmentKind } from '@verba/domain';
import { api } from '../../api/client';

/** `POST audiences/suggestions` (issue 30): segments suggested for an advertiser, each with its reason. */
export interface AudienceSuggestionsAnswer {
  advertiser_id: string;
  objective: CampaignObjective | null;
  suggestions: {
    segment_id: string;
    name: string;
    path: string[];
    kind: SegmentKind;
    reason: string;
    score: number;
    recommended: boolean;
  }[];
  estimated_reach: ReachEstimate;
  method: 'text' | 'text+embeddings';
  model: string | null;
  rules: {
    max_segments: number;
    recommended_min: number;
    broad_only: boolean;
    segments_from: { day: string; day_en: string; time: string } | null;
    custom_audiences_allowed: boolean;
    custom_audiences_from: { day: string; day_en: string; time: string } | null;
  };
  custom_audiences: { id: string; name: string; entries: number }[];
}

export interface SuggestAudiencesRequest {
  advertiser_id: string;
  objective?: CampaignObjective | undefined;
  description?: string | undefined;
}

export function useSuggestAudiences() {
  return useMutation({
    mutationFn: (body: SuggestAudiencesRequest) =>
      api.post<AudienceSuggestionsAnswer>('audiences/suggestions', body),
  });
}
