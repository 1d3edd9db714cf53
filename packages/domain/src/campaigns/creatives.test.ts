import { describe, expect, it } from 'vitest';
import { checkChannelReadiness, checkCreatives } from './creatives';
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

describe('checkChannelReadiness (YOUTUBE, issue 27)', () => {
  const video = (id: string, youtube_video_id: string | null | undefined): CampaignCreativeRef => ({
    id,
    format: 'YOUTUBE',
    ...(youtube_video_id !== undefined && { youtube_video_id }),
  });
  const ready = { youtubeChannelConnected: true, advertiserHasLogo: true };
  const codes = (issues: { code: string; path: string }[]) => issues.map((i) => `${i.code}@${i.path}`);

  it('asks for the connected channel, a video on each chosen creative and the logo', () => {
    const creatives = [video('a', 'sbxVid00001'), video('b', null), video('c', undefined)];
    const ids = creatives.map((c) => c.id);
    expect(checkChannelReadiness('YOUTUBE', ids, creatives, ready, 'publish')).toEqual([
      expect.objectContaining({
        code: 'YOUTUBE_VIDEO_REQUIRED',
        path: 'creative_ids.1',
        key: 'errors:YOUTUBE_VIDEO_REQUIRED',
      }),
    ]);
    expect(
      codes(
        checkChannelReadiness(
          'YOUTUBE',
          ids,
          creatives,
          { youtubeChannelConnected: false, advertiserHasLogo: false },
          'publish',
        ),
      ),
    ).toEqual([
      'YOUTUBE_CHANNEL_NOT_CONNECTED@channel.youtube_channel',
      'YOUTUBE_VIDEO_REQUIRED@creative_ids.1',
      'ADVERTISER_LOGO_REQUIRED@channel.logo',
    ]);
  });

  it('says nothing for a draft, another type or unknown readiness', () => {
    const creatives = [video('b', null)];
    const none = { youtubeChannelConnected: false, advertiserHasLogo: false };
    expect(checkChannelReadiness('YOUTUBE', ['b'], creatives, none, 'draft')).toEqual([]);
    expect(checkChannelReadiness('SEARCH', ['b'], creatives, none, 'publish')).toEqual([]);
    expect(checkChannelReadiness('YOUTUBE', ['b'], creatives, undefined, 'publish')).toEqual([]);
  });
});
