import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { creativeFormValues } from '../creative-form-values';
import { creativeResolver } from './creative-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const asset = {
  id: 'a1',
  advertiser_id: 'adv',
  kind: 'image' as const,
  mime_type: 'image/png',
  size_bytes: 1000,
  width: 300,
  height: 250,
  duration_ms: null,
  original_name: 'banner.png',
  url: '/files/a1',
  created_at: '2026-01-01T00:00:00Z',
};

describe('creativeResolver', () => {
  it('accepts a display banner with its file and URL, ignoring the empty search block', async () => {
    await i18n.init({ lng: 'pt-BR', resources: {} });
    const values = {
      ...creativeFormValues('DISPLAY'),
      name: 'Banner',
      destination_url: 'loja.com.br',
      asset,
      asset_id: 'a1',
    };
    const result = await creativeResolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      format: 'DISPLAY',
      asset_id: 'a1',
      destination_url: 'https://loja.com.br',
      search: null,
    });
  });

  it('refuses a display banner without its file, at the file field', async () => {
    const values = {
      ...creativeFormValues('DISPLAY'),
      name: 'Banner',
      destination_url: 'https://loja.com.br',
    };
    const result = await creativeResolver(values, undefined, options);
    expect(Object.keys(result.errors)).toEqual(['asset_id']);
  });

  it('checks a search ad: too few titles and a repeated callout', async () => {
    const values = creativeFormValues('SEARCH');
    values.name = 'Busca';
    values.search = {
      ...values.search,
      final_url: 'https://loja.com.br',
      titles: ['Um', 'Dois'],
      descriptions: ['Primeira descrição', 'Segunda descrição'],
      sitelinks: [
        { text: 'Ofertas', description1: '', description2: '', final_url: 'https://loja.com.br/ofertas' },
        { text: 'Contato', description1: '', description2: '', final_url: 'https://loja.com.br/contato' },
      ],
      callouts: ['Frete grátis', 'frete  grátis', ''],
    };
    const result = await creativeResolver(values, undefined, options);
    const search = result.errors.search as Record<string, unknown>;
    expect(Object.keys(search).sort()).toEqual(['callouts', 'titles']);
  });
});
