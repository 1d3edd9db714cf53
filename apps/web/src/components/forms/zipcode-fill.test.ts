import { describe, expect, it } from 'vitest';
import { zipcodeFill } from './zipcode-fill';

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
