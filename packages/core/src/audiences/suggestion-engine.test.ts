import { describe, expect, it } from 'vitest';
import { isBroadSegment } from '@verba/domain';
import { foldedWords, siteWords } from '@verba/domain/audiences/suggestion-text';
import { audienceCatalogue } from './audience-catalogue';
import { rankSegments, suggestionTextIndex } from './suggestion-engine';
import { labelledSuggestionCases } from './testing/labelled-set';

const top = (description: string, n = 5) =>
  rankSegments({ text: { description } })
    .slice(0, n)
    .map((r) => r.segment.id);

describe('audience suggestion ranking (issue 30)', () => {
  it('folds accents, reduces plurals and reads words out of a site address', () => {
    expect(foldedWords('Cafés Especiais, PÃES')).toEqual(['cafe', 'especial', 'pao']);
    expect(siteWords('https://www.cafeserraazul.com.br', suggestionTextIndex())).toContain('cafe');
    expect(siteWords('pet-feliz.com.br', suggestionTextIndex())).toEqual(['pet', 'feliz']);
  });

  it('matches by word, stem, synonym and accent-free spelling', () => {
    expect(top('cafeteria')).toContain('977'); // synonym → Café
    expect(top('oculos de sol')).toContain('934'); // no accents → Óculos de sol
    expect(top('viagens de praia').some((id) => ['724', '1653'].includes(id))).toBe(true); // plural
    expect(top('barbearia')).toContain('1211'); // curated synonym → Barbear
  });

  it('never returns more than 10, nor a segment with its ancestor, nor the same name twice', () => {
    const catalogue = audienceCatalogue();
    const ranked = rankSegments({ text: { description: 'carros sedã seminovos e novos, motos, SUV e picapes' } });
    expect(ranked.length).toBeLessThanOrEqual(10);
    const ids = new Set(ranked.map((r) => r.segment.id));
    for (const r of ranked)
      for (let p = r.segment.parentId; p; p = catalogue.byId.get(p)!.parentId) expect(ids.has(p)).toBe(false);
    const names = ranked.map((r) => catalogue.nameOf(r.segment, 'pt_BR').name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps to broad segments for an advertiser under 4 days old', () => {
    const ranked = rankSegments({ text: { description: 'Pet shop com ração para cães' }, broadOnly: true });
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.every((r) => isBroadSegment(r.segment))).toBe(true);
    expect(ranked.map((r) => r.segment.id)).toContain('541');
  });

  it('leans to purchase intent for conversions', () => {
    const conversion = rankSegments({ text: { description: 'tênis de corrida' }, objective: 'CONVERSION' });
    const impression = rankSegments({ text: { description: 'tênis de corrida' }, objective: 'IMPRESSION' });
    const firstPurchase = (list: typeof conversion) => list.findIndex((r) => r.segment.class === 'purchase_intent');
    expect(firstPurchase(conversion)).toBeLessThanOrEqual(firstPurchase(impression));
  });

  it('puts a fitting segment in the top 5 for ≥ 80 % of the labelled pt-BR descriptions', () => {
    const cases = labelledSuggestionCases();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const right = cases.filter((c) => top(c.d).some((id) => c.ok.includes(id))).length;
    expect(right / cases.length).toBeGreaterThanOrEqual(0.8);
  });
});
