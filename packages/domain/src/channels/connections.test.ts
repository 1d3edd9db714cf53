import { describe, expect, it } from 'vitest';
import { canConnect, canDisconnect, safeReturnPath } from './connections';

describe('connection rules', () => {
  it('lets every role connect a YouTube channel, only administrators an ads account', () => {
    expect(canConnect('user', 'youtube_channel')).toBe(true);
    expect(canConnect('user', 'facebook_page')).toBe(true);
    expect(canConnect('user', 'ads_account_read')).toBe(false);
    expect(canConnect('user_manager', 'ads_account_read')).toBe(true);
    expect(canConnect('manager', 'ads_account_read')).toBe(true);
  });

  it('lets a user disconnect only what they connected', () => {
    expect(canDisconnect('user', 'youtube_channel', true)).toBe(true);
    expect(canDisconnect('user', 'youtube_channel', false)).toBe(false);
    expect(canDisconnect('manager', 'ads_account_read', false)).toBe(true);
    expect(canDisconnect('user_manager', 'youtube_channel', false)).toBe(true);
  });

  it('keeps the return path inside the SPA', () => {
    const fallback = '/advertisers/1/connections';
    expect(safeReturnPath('/campaigns/youtube/create?step=2', fallback)).toBe(
      '/campaigns/youtube/create?step=2',
    );
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
    ])
      expect(safeReturnPath(bad, fallback)).toBe(fallback);
  });
});
