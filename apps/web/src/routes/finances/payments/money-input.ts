import type { FactoryOpts } from 'imask';
import { decimalToCents } from '@verba/domain';

/** "R$ 1.234,56" while typing: dot thousands, comma decimals, two places once the field is left. */
export const brlMoneyMask: FactoryOpts = {
  mask: 'R$ num',
  blocks: {
    num: {
      mask: Number,
      scale: 2,
      thousandsSeparator: '.',
      radix: ',',
      mapToRadix: ['.'],
      padFractionalZeros: true,
      normalizeZeros: true,
      min: 0,
      max: 999_999_999,
    },
  },
};

/** The masked text as integer centavos ("R$ 1.234,5" → 123450n), or undefined when it is not an amount. */
export function centsOfMasked(text: string): bigint | undefined {
  const plain = text.replace(/R\$\s?/, '').replace(/\./g, '').replace(',', '.').trim();
  return plain ? decimalToCents(plain) : undefined;
}
