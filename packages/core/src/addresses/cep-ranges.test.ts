import { describe, expect, it } from 'vitest';
import { brazilianStates } from '@verba/domain';
import { cepRanges, stateOfZipcode } from './cep-ranges';

describe('CEP ranges by state', () => {
  it('covers every state', () => {
    expect(new Set(cepRanges.map((r) => r.state))).toEqual(new Set(brazilianStates));
  });

  it('has well-formed, non-overlapping ranges covering 01000 to 99999 without gaps', () => {
    const sorted = [...cepRanges].sort((x, y) => x.from - y.from);
    expect(sorted[0]?.from).toBe(1000);
    expect(sorted.at(-1)?.to).toBe(99999);
    sorted.forEach((range, i) => {
      expect(range.from).toBeLessThanOrEqual(range.to);
      const next = sorted[i + 1];
      if (next) expect(next.from, `${range.state} → ${next.state}`).toBe(range.to + 1);
    });
  });

  it.each([
    ['01001000', 'SP'], // Praça da Sé, São Paulo
    ['19999999', 'SP'],
    ['20040020', 'RJ'], // Centro, Rio de Janeiro
    ['29010000', 'ES'],
    ['30130010', 'MG'],
    ['40020000', 'BA'],
    ['49010000', 'SE'],
    ['50030000', 'PE'],
    ['57020000', 'AL'],
    ['58010000', 'PB'],
    ['59010000', 'RN'],
    ['60010000', 'CE'],
    ['64000000', 'PI'],
    ['65010000', 'MA'],
    ['66010000', 'PA'],
    ['68900000', 'AP'],
    ['69005000', 'AM'], // Manaus
    ['69301000', 'RR'], // Boa Vista
    ['69400000', 'AM'],
    ['69900000', 'AC'],
    ['70040000', 'DF'],
    ['72800000', 'GO'],
    ['73000000', 'DF'],
    ['73700000', 'GO'],
    ['74000000', 'GO'], // Goiânia
    ['76801000', 'RO'], // Porto Velho
    ['77001000', 'TO'],
    ['78005000', 'MT'], // Cuiabá
    ['78900000', 'RO'],
    ['79002000', 'MS'],
    ['80010000', 'PR'],
    ['88010000', 'SC'],
    ['90010000', 'RS'],
    ['99999999', 'RS'],
  ])('%s is in %s', (cep, state) => {
    expect(stateOfZipcode(cep)).toBe(state);
  });

  it.each(['00000000', '00999999', '1234567', '123456789', '0100100a', ''])('%s has no state', (cep) => {
    expect(stateOfZipcode(cep)).toBeUndefined();
  });
});
