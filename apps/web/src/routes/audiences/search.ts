import { maxSegmentsPerStrategy } from '@verba/domain/audiences/segment-limits';

export const audienceTabs = ['catalogue', 'favorites', 'content'] as const;
export type AudienceTab = (typeof audienceTabs)[number];

/**
 * `/audiences` state in the URL: the tab, the catalogue search and page, the open segment, and the
 * combination being built (segment ids, states, IBGE city codes), so a link shows the same screen.
 */
export interface AudiencesSearch {
  tab?: Exclude<AudienceTab, 'catalogue'>;
  search?: string;
  page?: number;
  segment?: string;
  pick?: string[];
  states?: string[];
  cities?: number[];
}

const list = (value: unknown): string[] => {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  return items.map((item) => String(item).trim()).filter(Boolean);
};
const unique = <T>(items: T[]) => [...new Set(items)];
const orNothing = <T>(items: T[]) => (items.length > 0 ? items : undefined);

export function validateAudiencesSearch(search: Record<string, unknown>): AudiencesSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  const segment =
    typeof search.segment === 'string' || typeof search.segment === 'number' ? String(search.segment) : '';
  return {
    tab: search.tab === 'favorites' || search.tab === 'content' ? search.tab : undefined,
    search: text || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    segment: /^\w{1,16}$/.test(segment) ? segment : undefined,
    pick: orNothing(
      unique(list(search.pick).filter((id) => /^\w{1,16}$/.test(id))).slice(0, maxSegmentsPerStrategy),
    ),
    states: orNothing(
      unique(
        list(search.states)
          .map((uf) => uf.toUpperCase())
          .filter((uf) => /^[A-Z]{2}$/.test(uf)),
      ),
    ),
    cities: orNothing(
      unique(
        list(search.cities)
          .map(Number)
          .filter((code) => Number.isInteger(code) && code >= 1_000_000 && code <= 9_999_999),
      ),
    ),
  };
}
