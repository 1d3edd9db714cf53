/**
 * The music genres an AUDIO (Spotify) strategy may target (issue 28): the ids of Spotify's genre
 * targeting (`targets.genre_ids` of an ad set; the catalogue is `GET /targets/genres`, answering
 * `{genres: [{id, name}]}`; Spotify Ads API v3 OpenAPI, github:spotify/ads-agentic-tools
 * skills/api-reference/references/external-v3.yaml, `GenreTargetsResponse`). The reference shows only
 * `rock`, `blues` and `jazz`; the full list is not public, so this one (the sandbox's, fixtures/genres.json
 * in packages/core/src/channels/spotify) uses ids in the same style. A live account's list is checked by
 * the connector before publishing (an id Spotify does not know is refused there).
 * Names are translated under `campaigns:targeting.genres.<id>`.
 */
export const spotifyGenres = [
  'blues',
  'classical',
  'country',
  'dance-electronic',
  'forro',
  'funk',
  'gospel',
  'hip-hop',
  'indie',
  'jazz',
  'kids-family',
  'latin',
  'metal',
  'mpb',
  'pagode-samba',
  'pop',
  'rnb',
  'reggae',
  'rock',
  'sertanejo',
  'soul',
] as const;
export type SpotifyGenre = (typeof spotifyGenres)[number];

const known = new Set<string>(spotifyGenres);
export const isSpotifyGenre = (id: string): id is SpotifyGenre => known.has(id);

/** At most this many genres per strategy (Verba's limit; every genre at once is no genre target). */
export const spotifyGenreLimit = 10;
