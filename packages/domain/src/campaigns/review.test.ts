import { describe, expect, it } from 'vitest';
import { automaticCheckFindings, campaignRequestSchema, rejectCampaignSchema } from './review';

const banner = { name: 'Banner', destination_url: 'https://loja.com.br/oferta', width: 300, height: 250 };

describe('automaticCheckFindings', () => {
  it('finds nothing in a clean programmatic campaign', () => {
    expect(
      automaticCheckFindings({
        type: 'PROGRAMMATIC',
        names: ['Verão'],
        creatives: [banner],
        blockedWords: ['golpe'],
      }),
    ).toEqual([]);
  });

  it('reports a destination that is not an http(s) address, naming the creative', () => {
    const findings = automaticCheckFindings({
      type: 'NATIVE',
      names: [],
      creatives: [{ ...banner, name: 'Nativo', destination_url: 'javascript:alert(1)' }],
      blockedWords: [],
    });
    expect(findings).toEqual([{ code: 'CREATIVE_URL_INVALID', values: { creative: 'Nativo' } }]);
  });

  it('wants a 300x250 creative in a programmatic campaign only', () => {
    const small = { ...banner, width: 728, height: 90 };
    expect(
      automaticCheckFindings({ type: 'PROGRAMMATIC', names: [], creatives: [small], blockedWords: [] }),
    ).toEqual([{ code: 'MEDIUM_RECTANGLE_MISSING', values: {} }]);
    expect(
      automaticCheckFindings({ type: 'NATIVE', names: [], creatives: [small], blockedWords: [] }),
    ).toEqual([]);
  });

  it('finds a prohibited word in any name, whatever the case and accents', () => {
    expect(
      automaticCheckFindings({
        type: 'SEARCH',
        names: ['Campanha', 'Grupo GOLPE certo', null],
        creatives: [],
        blockedWords: ['golpe'],
      }),
    ).toEqual([{ code: 'PROHIBITED_WORD', values: { word: 'golpe' } }]);
  });
});

describe('review input', () => {
  it('needs a reason of 1 to 500 characters', () => {
    expect(rejectCampaignSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(rejectCampaignSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(rejectCampaignSchema.parse({ reason: ' Imagem fora do padrão ' }).reason).toBe(
      'Imagem fora do padrão',
    );
  });

  it('takes a managed request with money in minor units and an end after the start', () => {
    const body = {
      advertiser_id: 'a',
      name: 'Black Friday',
      budget: '150000',
      start_date: '2026-12-01',
      objective: 'IMPRESSION',
      channels: ['PROGRAMMATIC'],
    };
    expect(campaignRequestSchema.parse(body)).toMatchObject({
      budget: 150000n,
      notes: '',
      channels: ['PROGRAMMATIC'],
    });
    expect(campaignRequestSchema.safeParse({ ...body, end_date: '2026-11-30' }).success).toBe(false);
    expect(campaignRequestSchema.safeParse({ ...body, channels: ['MANUAL'] }).success).toBe(false);
    expect(campaignRequestSchema.safeParse({ ...body, budget: '0' }).success).toBe(false);
  });
});
