import { describe, expect, it } from 'vitest';
import { checkCreatives } from './creatives';
import type { CampaignCreativeRef } from './rule-input';
import { defaultCampaignRuleSettings as settings } from './settings';

const display = (id: string, width = 728, height = 90): CampaignCreativeRef => ({
  id,
  format: 'DISPLAY',
  width,
  height,
});
const medium = display('mr', 300, 250);
const check = (
  type: Parameters<typeof checkCreatives>[0],
  creatives: CampaignCreativeRef[],
  mode: 'draft' | 'publish' = 'publish',
) =>
  checkCreatives(
    type,
    creatives.map((c) => c.id),
    creatives,
    settings,
    mode,
  ).map((i) => `${i.code}@${i.path}`);

describe('creatives of a campaign (spec §5 Files)', () => {
  it('takes up to 5 creatives, not 6', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => display(id));
    expect(check('PROGRAMMATIC', [medium, ...four])).toEqual([]);
    expect(check('PROGRAMMATIC', [medium, ...four, display('e')])).toEqual([
      'CREATIVES_OVER_LIMIT@creative_ids',
    ]);
  });

  it('refuses to publish an audio creative without its Spotify companion image (a draft keeps it)', () => {
    const old: CampaignCreativeRef = { id: 'old', format: 'AUDIO', companionMissing: true };
    const good: CampaignCreativeRef = { id: 'good', format: 'AUDIO', companionMissing: false };
    expect(check('AUDIO', [good, old])).toEqual(['AUDIO_COMPANION_REQUIRED@creative_ids.1']);
    expect(check('AUDIO', [good, old], 'draft')).toEqual([]);
    expect(check('AUDIO', [good])).toEqual([]);
  });

  it('needs one to publish, none to save a draft', () => {
    expect(check('NATIVE', [])).toEqual(['CREATIVES_REQUIRED@creative_ids']);
    expect(check('NATIVE', [], 'draft')).toEqual([]);
  });

  it('needs a 300x250 creative on a programmatic campaign', () => {
    expect(check('PROGRAMMATIC', [display('a')])).toEqual(['CREATIVE_SIZE_REQUIRED@creative_ids']);
    expect(check('PROGRAMMATIC', [display('a'), medium])).toEqual([]);
    expect(check('PROGRAMMATIC', [])).toEqual([
      'CREATIVES_REQUIRED@creative_ids',
      'CREATIVE_SIZE_REQUIRED@creative_ids',
    ]);
    expect(check('META_ADS', [display('a')])).toEqual([]);
  });

  it('refuses formats the campaign type does not accept', () => {
    expect(check('AUDIO', [{ id: 'x', format: 'AUDIO' }, display('y')])).toEqual([
      'CREATIVE_FORMAT_NOT_ACCEPTED@creative_ids.1',
    ]);
    expect(check('SEARCH', [{ id: 's', format: 'SEARCH' }])).toEqual([]);
    expect(
      check('MANUAL', [
        { id: 'p', format: 'PUSH' },
        { id: 'y', format: 'YOUTUBE' },
      ]),
    ).toEqual([]);
  });

  it('counts ids alone when the creatives are not resolved', () => {
    const ids = ['1', '2', '3', '4', '5', '6'];
    expect(checkCreatives('PROGRAMMATIC', ids, undefined, settings, 'draft').map((i) => i.code)).toEqual([
      'CREATIVES_OVER_LIMIT',
    ]);
  });
});
