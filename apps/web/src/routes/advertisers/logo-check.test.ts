import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { checkLogoFile } from './logo-check';
import { checkAssetFile } from '../creatives/upload/asset-check';

const t = ((key: string) => key) as unknown as TFunction;

describe('empty files in the browser checks', () => {
  it('answer the code the server answers: the logo’s own, and the spec §8 file problem for a creative', async () => {
    const empty = new File([], 'logo.png', { type: 'image/png' });
    expect(await checkLogoFile(empty, t, 'pt-BR')).toBe('errors:ADVERTISER_LOGO_MISSING');
    expect(await checkAssetFile(empty, { kind: 'image' }, t, 'pt-BR')).toBe(
      'errors:CREATIVE_ASSET_NOT_FOUND',
    );
  });
});
