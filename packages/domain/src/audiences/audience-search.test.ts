import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainDataFile } from '../data-files';
import { indexName, matchRanks, prepareQuery, rankName, synonymIndex } from './audience-search';

const synonyms = synonymIndex(
  (JSON.parse(readFileSync(domainDataFile('audience-synonyms.json'), 'utf8')) as { groups: string[][] })
    .groups,
);
const rank = (query: string, name: string, language: 'pt_BR' | 'es' | 'en' = 'pt_BR') =>
  rankName(prepareQuery(query, synonyms), indexName(name, language), language);

describe('audience search ranking', () => {
  it('ignores accents and case', () => {
    for (const q of ['café', 'cafe', 'Café', 'CAFE']) expect(rank(q, 'Café')).toBe(matchRanks.exact);
    expect(rank('cafe', 'Café', 'es')).toBe(matchRanks.exact);
  });

  it('ranks exact > prefix > word > stem > synonym', () => {
    expect(rank('café', 'Café')).toBe(matchRanks.exact);
    expect(rank('café', 'Café e chá')).toBe(matchRanks.prefix);
    expect(rank('café', 'Moedores de café')).toBe(matchRanks.word);
    expect(rank('cafeteiras', 'Cafeteira elétrica')).toBe(matchRanks.prefix);
    expect(rank('veículo', 'Veículos usados')).toBe(matchRanks.prefix);
    expect(rank('esportiva', 'Esportivos')).toBe(matchRanks.stem);
    expect(rank('cafeteria', 'Moedores de café')).toBe(matchRanks.synonym);
  });

  it('stems Portuguese and Spanish plurals', () => {
    expect(rank('viagens', 'Viagem')).toBe(matchRanks.exact);
    expect(rank('viajes', 'Viaje', 'es')).toBe(matchRanks.exact);
    expect(rank('automóveis', 'Automóvel')).toBeLessThanOrEqual(matchRanks.stem);
  });

  it('matches advertisers’ synonyms across languages', () => {
    expect(rank('carro', 'Automóveis')).toBe(matchRanks.synonym);
    expect(rank('celular', 'Smartphones')).toBe(matchRanks.synonym);
    expect(rank('academia', 'Fitness', 'en')).toBe(matchRanks.synonym);
    expect(rank('pet', 'Ração para animais de estimação')).toBe(matchRanks.synonym);
    expect(rank('animais de estimação', 'Pet Food', 'en')).toBe(matchRanks.synonym);
    expect(rank('coffee', 'Café')).toBe(matchRanks.synonym);
  });

  it('needs every meaningful word of the query and finds nothing for nonsense', () => {
    expect(rank('café gelado', 'Café')).toBe(-1);
    expect(rank('xyzzy', 'Café')).toBe(-1);
    expect(rank('de', 'Café')).toBe(-1);
    expect(rank('', 'Café')).toBe(-1);
  });
});
