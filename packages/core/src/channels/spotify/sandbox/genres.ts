import { foldForSearch } from '@verba/domain';
import fixture from '../fixtures/genres.json';

/**
 * GET /targets/genres of the Spotify sandbox (fixtures/genres.json names the source): every genre in
 * one answer (no paging), filtered by `ids` (comma-separated or repeated) and `q` (case- and
 * accent-insensitive substring of the name); any other parameter → 400, as the reference says.
 */
export interface SpotifyGenreTarget {
  id: string;
  name: string;
}

export const spotifySandboxGenres = (): readonly SpotifyGenreTarget[] => fixture.example.genres;

const known = new Set(spotifySandboxGenres().map((g) => g.id));

/** The first genre id Spotify does not know, or null. */
export const unknownGenreId = (ids: readonly unknown[]): string | null =>
  ids.map(String).find((id) => !known.has(id)) ?? null;

export function findSpotifyGenres(
  query: Record<string, string | undefined>,
): { genres: SpotifyGenreTarget[] } | { error: string } {
  const extra = Object.keys(query).filter((k) => k !== 'ids' && k !== 'q' && query[k] !== undefined);
  if (extra.length > 0) return { error: `Unknown query parameter(s): ${extra.join(', ')}` };
  const ids = (query.ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const q = foldForSearch(query.q ?? '');
  return {
    genres: spotifySandboxGenres().filter(
      (g) => (ids.length === 0 || ids.includes(g.id)) && (q === '' || foldForSearch(g.name).includes(q)),
    ),
  };
}
