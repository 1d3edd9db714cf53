import { describe, expect, it } from 'vitest';
import { channelHasTargeting, channelTargeting } from './channel-targeting';

describe('targeting per channel', () => {
  it('a search strategy keeps people and places, not browsers, lists or content categories', () => {
    const kept = channelTargeting('SEARCH', {
      devices: ['MOBILE'],
      browsers: ['CHROME'],
      list_ids: ['l1'],
      content_category_ids: ['c1'],
      environments: ['WEB'],
      locations: undefined,
    });
    expect(kept).toEqual({
      devices: ['MOBILE'],
      browsers: [],
      list_ids: [],
      content_category_ids: [],
      environments: [],
      locations: undefined,
    });
  });

  it('Spotify has no sites, apps or browsers; YouTube has topics; display has everything', () => {
    expect(channelHasTargeting('AUDIO', 'list_ids')).toBe(false);
    expect(channelHasTargeting('AUDIO', 'browsers')).toBe(false);
    expect(channelHasTargeting('AUDIO', 'audience_ids')).toBe(true);
    expect(channelHasTargeting('YOUTUBE', 'content_category_ids')).toBe(true);
    expect(channelHasTargeting('PROGRAMMATIC', 'browsers')).toBe(true);
  });
});
