import { describe, expect, it } from 'vitest';
import { creativeInputSchema, searchAdSchema } from './schemas';
import { searchAdWarnings } from './warnings';
import { findListedWord } from './content-rules';

const sitelinks = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ text: `Link ${i}`, final_url: `https://example.com/${i}` }));
const searchAd = (over: Record<string, unknown> = {}) => ({
  final_url: 'https://example.com',
  path1: 'ofertas',
  titles: ['Um', 'Dois', 'Três'],
  descriptions: ['Primeira descrição', 'Segunda descrição'],
  sitelinks: sitelinks(2),
  ...over,
});
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('search ad rules (spec §5)', () => {
  it('takes 3 to 15 titles of up to 30 characters', () => {
    expect(fieldsOf(searchAdSchema.safeParse(searchAd({ titles: ['a', 'b'] })))).toEqual([
      'titles:creatives:validation.titles_count',
    ]);
    expect(searchAdSchema.safeParse(searchAd({ titles: ['a', 'b', 'c'] })).success).toBe(true);
    expect(searchAdSchema.safeParse(searchAd({ titles: Array(15).fill('t') })).success).toBe(true);
    expect(searchAdSchema.safeParse(searchAd({ titles: Array(16).fill('t') })).success).toBe(false);
    expect(searchAdSchema.safeParse(searchAd({ titles: ['a', 'b', 'x'.repeat(30)] })).success).toBe(true);
    expect(fieldsOf(searchAdSchema.safeParse(searchAd({ titles: ['a', 'b', 'x'.repeat(31)] })))).toEqual([
      'titles.2:validation:max_length',
    ]);
  });

  it('takes 2 to 4 descriptions of up to 90 characters, paths up to 15', () => {
    expect(searchAdSchema.safeParse(searchAd({ descriptions: ['a'] })).success).toBe(false);
    expect(searchAdSchema.safeParse(searchAd({ descriptions: ['a', 'b', 'c', 'd'] })).success).toBe(true);
    expect(searchAdSchema.safeParse(searchAd({ descriptions: ['a', 'b', 'c', 'd', 'e'] })).success).toBe(
      false,
    );
    expect(searchAdSchema.safeParse(searchAd({ descriptions: ['a', 'x'.repeat(90)] })).success).toBe(true);
    expect(searchAdSchema.safeParse(searchAd({ descriptions: ['a', 'x'.repeat(91)] })).success).toBe(false);
    expect(searchAdSchema.safeParse(searchAd({ path1: 'x'.repeat(15) })).success).toBe(true);
    expect(searchAdSchema.safeParse(searchAd({ path2: 'x'.repeat(16) })).success).toBe(false);
  });

  it('needs 2 sitelinks, unique by text and final URL, lines up to 35; callouts never repeat', () => {
    expect(fieldsOf(searchAdSchema.safeParse(searchAd({ sitelinks: sitelinks(1) })))).toEqual([
      'sitelinks:creatives:validation.sitelinks_min',
    ]);
    const dup = [...sitelinks(2), { text: ' link 0 ', final_url: 'https://example.com/0' }];
    expect(fieldsOf(searchAdSchema.safeParse(searchAd({ sitelinks: dup })))).toEqual([
      'sitelinks.2:creatives:validation.duplicate_sitelink',
    ]);
    const sameTextOtherUrl = [...sitelinks(2), { text: 'Link 0', final_url: 'https://example.com/other' }];
    expect(searchAdSchema.safeParse(searchAd({ sitelinks: sameTextOtherUrl })).success).toBe(true);
    const line = (n: number) => [{ ...sitelinks(1)[0], description1: 'x'.repeat(n) }, sitelinks(2)[1]];
    expect(searchAdSchema.safeParse(searchAd({ sitelinks: line(35) })).success).toBe(true);
    expect(searchAdSchema.safeParse(searchAd({ sitelinks: line(36) })).success).toBe(false);
    expect(
      fieldsOf(searchAdSchema.safeParse(searchAd({ callouts: ['Frete grátis', 'frete  GRÁTIS'] }))),
    ).toEqual(['callouts.1:creatives:validation.duplicate_callout']);
  });

  it('warns, never refuses, below 4 sitelinks and outside 20–30 keywords', () => {
    const kw = (n: number) => Array.from({ length: n }, (_, i) => `kw ${i}`);
    const codes = (n: number, k: number) =>
      searchAdWarnings({ sitelinks: sitelinks(n), keywords: kw(k) }).map((w) => w.code);
    expect(codes(2, 5)).toEqual([
      'SEARCH_SITELINKS_BELOW_RECOMMENDED',
      'SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED',
    ]);
    expect(codes(4, 20)).toEqual([]);
    expect(codes(4, 30)).toEqual([]);
    expect(codes(4, 19)).toEqual(['SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED']);
    expect(codes(4, 31)).toEqual(['SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED']);
  });
});

describe('creative input per format', () => {
  it('requires the fields and file of the format and drops the others', () => {
    const r = creativeInputSchema.safeParse({ name: 'N', format: 'NATIVE_DISPLAY', headline: 'dropped' });
    expect(fieldsOf(r).sort()).toEqual([
      'asset_id:creatives:validation.asset_required',
      'body:validation:required',
      'destination_url:validation:required',
      'sponsored_by:validation:required',
      'title:validation:required',
    ]);
    const ok = creativeInputSchema.parse({
      name: 'Banner',
      format: 'DISPLAY',
      asset_id: 'a1',
      destination_url: 'loja.com.br',
      title: 'ignored',
      search: searchAd(),
    });
    expect(ok).toMatchObject({ destination_url: 'https://loja.com.br', title: null, search: null });
  });

  it('keeps the YouTube video id of a YOUTUBE creative only, and refuses one that is no video id', () => {
    const base = {
      name: 'N',
      format: 'YOUTUBE',
      asset_id: 'a',
      destination_url: 'https://x.com',
      headline: 'h',
      body: 'd',
    } as const;
    expect(creativeInputSchema.parse({ ...base, youtube_video_id: 'sbxVid00001' }).youtube_video_id).toBe(
      'sbxVid00001',
    );
    expect(creativeInputSchema.parse({ ...base, youtube_video_id: '' }).youtube_video_id).toBeNull();
    expect(creativeInputSchema.parse(base).youtube_video_id).toBeNull();
    expect(creativeInputSchema.safeParse({ ...base, youtube_video_id: 'not a video' }).success).toBe(false);
    const display = {
      name: 'N',
      format: 'AUDIO',
      asset_id: 'a',
      companion_asset_id: 'c',
      destination_url: 'https://x.com',
    } as const;
    expect(
      creativeInputSchema.parse({ ...display, youtube_video_id: 'sbxVid00001' }).youtube_video_id,
    ).toBeNull();
  });

  it('needs the companion image of an AUDIO creative (Spotify) and drops it from other formats', () => {
    const audio = { name: 'N', format: 'AUDIO', asset_id: 'a', destination_url: 'https://x.com' } as const;
    const missing = creativeInputSchema.safeParse(audio);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['companion_asset_id', 'creatives:validation.companion_required'],
    ]);
    expect(creativeInputSchema.parse({ ...audio, companion_asset_id: 'c' }).companion_asset_id).toBe('c');
    const youtube = {
      name: 'N',
      format: 'YOUTUBE',
      asset_id: 'a',
      destination_url: 'https://x.com',
      headline: 'h',
      body: 'd',
    };
    expect(creativeInputSchema.parse({ ...youtube, companion_asset_id: 'c' }).companion_asset_id).toBeNull();
  });

  it('requires a description (body, ≤ 90) on a YOUTUBE creative', () => {
    const base = {
      name: 'N',
      format: 'YOUTUBE',
      asset_id: 'a',
      destination_url: 'https://x.com',
      headline: 'h',
    } as const;
    const missing = creativeInputSchema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['body']);
    expect(creativeInputSchema.parse({ ...base, body: 'b'.repeat(90) }).body).toBe('b'.repeat(90));
    expect(creativeInputSchema.safeParse({ ...base, body: 'b'.repeat(91) }).success).toBe(false);
  });

  it('limits title 25, CTA 15, display URL 30, headline 90', () => {
    const base = {
      name: 'N',
      format: 'YOUTUBE',
      asset_id: 'a',
      body: 'd',
      destination_url: 'https://x.com',
    } as const;
    expect(creativeInputSchema.safeParse({ ...base, headline: 'h'.repeat(90) }).success).toBe(true);
    expect(creativeInputSchema.safeParse({ ...base, headline: 'h'.repeat(91) }).success).toBe(false);
    expect(
      creativeInputSchema.safeParse({ ...base, headline: 'h', call_to_action: 'c'.repeat(16) }).success,
    ).toBe(false);
    expect(
      creativeInputSchema.safeParse({ ...base, headline: 'h', display_url: 'd'.repeat(31) }).success,
    ).toBe(false);
    const push = {
      name: 'N',
      format: 'PUSH',
      asset_id: 'a',
      body: 'b',
      destination_url: 'https://x.com',
    } as const;
    expect(creativeInputSchema.safeParse({ ...push, title: 't'.repeat(25) }).success).toBe(true);
    expect(creativeInputSchema.safeParse({ ...push, title: 't'.repeat(26) }).success).toBe(false);
  });
});

describe('listed words', () => {
  it('finds whole words and phrases, not parts of words', () => {
    expect(findListedWord(['Faça sua APOSTA hoje!'], ['aposta'])).toBe('aposta');
    expect(findListedWord(['Alfabeto'], ['bet'])).toBeUndefined();
    expect(findListedWord(['Compre: arma  de fogo'], ['arma de fogo'])).toBe('arma de fogo');
  });
});
