import { describe, expect, it } from 'vitest';
import { channelTargeting, strategyTargetingByCampaignType } from './channel-targeting';
import { validateCampaignDraft } from './publishable';
import { spotifyGenreLimit, spotifyGenres } from './spotify-genres';
import { checkGenres } from './targeting';

describe('Spotify genres (issue 28)', () => {
  it('are targeting of AUDIO strategies only', () => {
    expect(strategyTargetingByCampaignType.AUDIO).toContain('genre_ids');
    for (const type of ['PROGRAMMATIC', 'SEARCH', 'META_ADS', 'YOUTUBE', 'NATIVE'] as const)
      expect(strategyTargetingByCampaignType[type]).not.toContain('genre_ids');
    expect(channelTargeting('PROGRAMMATIC', { genre_ids: ['rock'] })).toEqual({ genre_ids: [] });
    expect(channelTargeting('AUDIO', { genre_ids: ['rock'], browsers: ['CHROME'] })).toEqual({
      genre_ids: ['rock'],
      browsers: [],
    });
  });

  it('must be known ids, at most the limit', () => {
    expect(spotifyGenres).toEqual(expect.arrayContaining(['rock', 'blues', 'jazz', 'sertanejo']));
    expect(checkGenres(['rock', 'mpb'], 'g')).toEqual([]);
    expect(checkGenres(['rock', 'vaporwave'], 'g')).toMatchObject([
      {
        code: 'GENRE_UNKNOWN',
        path: 'g.1',
        key: 'campaigns:rules.GENRE_UNKNOWN',
        params: { genre: 'vaporwave' },
      },
    ]);
    const many = spotifyGenres.slice(0, spotifyGenreLimit + 1);
    expect(checkGenres(many, 'g')).toMatchObject([{ code: 'GENRES_OVER_LIMIT', path: 'g' }]);
  });

  it('are checked by the wizard rules at the strategy field', () => {
    const check = validateCampaignDraft(
      { type: 'AUDIO', groups: [{ strategies: [{ genre_ids: ['funk', 'nope'] }] }] },
      { now: new Date('2026-11-29T12:00:00Z') },
    );
    expect(check.errors.map((e) => [e.code, e.path])).toContainEqual([
      'GENRE_UNKNOWN',
      'groups.0.strategies.0.genre_ids.1',
    ]);
  });
});
