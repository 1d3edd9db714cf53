import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReachEstimate, SegmentClass, SegmentKind } from '@verba/domain';
import { api, type Paged } from '../../api/client';

/** A segment of the IAB audience catalogue as `GET audiences/segments` answers it. */
export interface Segment {
  id: string;
  name: string;
  name_en: string;
  /** False when the name is the English one (a name with no translation). */
  translated: boolean;
  class: SegmentClass;
  tier: number;
  kind: SegmentKind;
  parent_id: string | null;
  children_count: number;
  reach: ReachEstimate;
  favorite: boolean;
  /** Rows of `GET audiences/segments` only: the ancestors' names, root first (where a deep match sits). */
  path?: string[];
}

export interface SegmentDetail extends Omit<Segment, 'path'> {
  path: { id: string; name: string }[];
  children: Omit<Segment, 'favorite'>[];
}

export interface SegmentsQuery {
  page?: number;
  per_page?: number;
  search?: string | undefined;
  parent?: string | undefined;
  tier?: number | undefined;
}

export interface ReachAnswer {
  reach: ReachEstimate;
  segments_reach: ReachEstimate;
  location_share: number;
  covered_segment_ids: string[];
}

export interface BrazilState {
  ibge_code: number;
  uf: string;
  name: string;
  population: number;
}

export interface City {
  ibge_code: number;
  name: string;
  uf: string;
  capital: boolean;
}

export interface ContentCategory {
  id: string;
  cattax: number;
  name: string;
  names: Record<'pt_BR' | 'en' | 'es', string>;
}

const keys = {
  segments: (query: SegmentsQuery, language: string) => ['audiences', 'segments', language, query] as const,
  segment: (id: string, language: string) => ['audiences', 'segment', language, id] as const,
  favorites: (page: number, language: string) => ['audiences', 'favorites', language, page] as const,
};

export function useSegments(query: SegmentsQuery, language: string, enabled = true) {
  return useQuery({
    queryKey: keys.segments(query, language),
    queryFn: () => api.get<Paged<Segment>>('audiences/segments', { query: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}

export function useSegment(id: string | undefined, language: string) {
  return useQuery({
    queryKey: keys.segment(id ?? '', language),
    queryFn: () => api.get<SegmentDetail>(`audiences/segments/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

export function useReach(input: { segment_ids: string[]; states: string[]; cities: number[] }) {
  return useQuery({
    queryKey: ['audiences', 'reach', input],
    queryFn: () => api.post<ReachAnswer>('audiences/reach', input),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useFavoriteSegments(page: number, language: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.favorites(page, language),
    queryFn: () => api.get<Paged<Segment>>('audiences/favorites', { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Stars or unstars a segment; every list that shows it is read again. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      favorite
        ? api.put<Segment>(`audiences/favorites/${encodeURIComponent(id)}`)
        : api.override<undefined>('DELETE', `audiences/favorites/${encodeURIComponent(id)}`),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ['audiences'], predicate: (q) => q.queryKey[1] !== 'reach' }),
  });
}

export function useBrazilStates() {
  return useQuery({
    queryKey: ['locations', 'states'],
    queryFn: () => api.get<BrazilState[]>('locations/states'),
    staleTime: Infinity,
  });
}

export function useCities(search: string) {
  return useQuery({
    queryKey: ['locations', 'cities', search],
    queryFn: () => api.get<Paged<City>>('locations/cities', { query: { search, per_page: 20 } }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The named cities of these IBGE codes (a combination read back from the URL). */
export function useCitiesByCode(codes: number[]) {
  return useQuery({
    queryKey: ['locations', 'cities', 'codes', codes],
    queryFn: () =>
      api.get<Paged<City>>('locations/cities', { query: { codes: codes.join(','), per_page: 100 } }),
    enabled: codes.length > 0,
    staleTime: Infinity,
  });
}

export function useContentCategories(language: string, enabled: boolean) {
  return useQuery({
    queryKey: ['content-categories', language],
    queryFn: () => api.get<ContentCategory[]>('content-categories'),
    enabled,
    staleTime: Infinity,
  });
}
