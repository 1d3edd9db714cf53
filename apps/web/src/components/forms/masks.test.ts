import { describe, expect, it } from 'vitest';
import { IMask } from 'react-imask';
import { applyMask, documentMask, phoneMask, zipcodeMask } from './masks';

/** Types the characters one by one at the end, as a user would. */
function type(mask: typeof phoneMask, text: string, start = '') {
  const masked = IMask.createMask(mask);
  masked.resolve(start);
  for (const char of text) masked.splice(masked.value.length, 0, char, 'NONE');
  return masked.value;
}

describe('documentMask', () => {
  it('formats a CPF and a numeric CNPJ by length', () => {
    expect(applyMask('12345678909', documentMask)).toBe('123.456.789-09');
    expect(applyMask('11222333000181', documentMask)).toBe('11.222.333/0001-81');
  });

  it('accepts the alphanumeric CNPJ, upper-casing letters', () => {
    expect(type(documentMask, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask('12.ABC.345/01DE-35', documentMask)).toBe('12.ABC.345/01DE-35');
  });
});

describe('phoneMask', () => {
  it('formats landlines and mobiles while typing', () => {
    expect(type(phoneMask, '1134567890')).toBe('(11) 3456-7890');
    expect(type(phoneMask, '11987654321')).toBe('(11) 98765-4321');
  });

  it('uses the country prefix only when the number starts with +', () => {
    expect(applyMask('+55 11 3000-0000', phoneMask)).toBe('+55 (11) 3000-0000');
    expect(type(phoneMask, '+5511987654321')).toBe('+55 (11) 98765-4321');
  });

  it('refuses extra digits typed into a full local number', () => {
    expect(type(phoneMask, '99', '(11) 98765-4321')).toBe('(11) 98765-4321');
  });
});

describe('zipcodeMask', () => {
  it('formats a CEP and leaves empty values empty', () => {
    expect(applyMask('01310100', zipcodeMask)).toBe('01310-100');
    expect(applyMask(null, zipcodeMask)).toBe('');
  });
});
