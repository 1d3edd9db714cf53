import { describe, expect, it } from 'vitest';
import { zipcodeFill, zipcodeHint } from './zipcode-fill';

const found = { zipcode: '01310-100', street: '', neighborhood: '', city: '', state: '' };

describe('zipcodeFill (what a CEP lookup filled and what is still to type)', () => {
  it('a full address leaves only the number', () => {
    expect(
      zipcodeFill({
        ...found,
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      }),
    ).toEqual({
      filled: ['street', 'neighborhood', 'city', 'state'],
      missing: ['number'],
    });
  });

  it('a CEP that gives only the state says so, and lists the rest as missing', () => {
    expect(zipcodeFill({ ...found, state: 'SP' })).toEqual({
      filled: ['state'],
      missing: ['street', 'neighborhood', 'city', 'number'],
    });
  });

  it('a state that is not a Brazilian state is not filled', () => {
    expect(zipcodeFill({ ...found, city: 'São Paulo', state: 'XX' })).toEqual({
      filled: ['city'],
      missing: ['street', 'neighborhood', 'state', 'number'],
    });
  });
});

describe('zipcodeHint (what the form says after a lookup)', () => {
  const t = ((key: string) => key) as unknown as Parameters<typeof zipcodeHint>[1];
  const address = { zipcode: '20040020', street: '', neighborhood: '', city: '', state: 'RJ', source: 'offline' };

  it('says it is searching while the lookup runs', () => {
    expect(zipcodeHint({ searching: true, failed: false, answer: undefined }, t, 'pt-BR')).toEqual({
      text: 'company:address.zipcode_searching',
      tone: 'info',
    });
  });

  it('warns that the CEP service could not be reached when the answer is unavailable', () => {
    expect(
      zipcodeHint({ searching: false, failed: false, answer: { ...address, result: 'unavailable' } }, t, 'pt-BR'),
    ).toEqual({ text: 'company:address.zipcode_unavailable', tone: 'warning' });
  });

  it('warns that the CEP is unknown when no provider knows it', () => {
    expect(
      zipcodeHint({ searching: false, failed: false, answer: { ...address, result: 'not_found' } }, t, 'pt-BR'),
    ).toEqual({ text: 'company:address.zipcode_not_found', tone: 'warning' });
  });

  it('warns when the lookup itself failed (the API could not be reached)', () => {
    expect(zipcodeHint({ searching: false, failed: true, answer: undefined }, t, 'pt-BR')?.tone).toBe('warning');
  });

  it('says what a found address filled in', () => {
    const found = { ...address, result: 'found' as const, street: 'Av. Rio Branco', neighborhood: 'Centro', city: 'Rio de Janeiro' };
    expect(zipcodeHint({ searching: false, failed: false, answer: found }, t, 'pt-BR')).toEqual({
      text: 'company:address.zipcode_found',
      tone: 'info',
    });
  });

  it('says nothing before a lookup', () => {
    expect(zipcodeHint({ searching: false, failed: false, answer: undefined }, t, 'pt-BR')).toBeUndefined();
  });
});
