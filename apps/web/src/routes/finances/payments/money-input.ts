import type { FactoryOpts } from 'imask';
import { decimalToCents, formatMoney, moneyStyleOf, type Currency } from '@verba/domain';

/**
 * Money typed in the currency's own format (spec §9): "R$ 1.234,56", "$1,234.56", "€ 1.234,56";
 * two decimal places once the field is left.
 */
export function moneyMask(currency: Currency): FactoryOpts {
  const style = moneyStyleOf(currency);
  return {
    mask: `${style.symbol}${style.gap}num`,
    blocks: {
      num: {
        mask: Number,
        scale: 2,
        thousandsSeparator: style.thousands,
        radix: style.decimal,
        padFractionalZeros: true,
        normalizeZeros: true,
        min: 0,
        max: 999_999_999,
      },
    },
  };
}

/** The masked text as integer minor units ("R$ 1.234,5" → 123450n), or undefined when it is not an amount. */
export function centsOfMasked(text: string, currency: Currency): bigint | undefined {
  const style = moneyStyleOf(currency);
  const plain = text.replace(style.symbol, '').split(style.thousands).join('').replace(style.decimal, '.').trim();
  return plain ? decimalToCents(plain) : undefined;
}

/** The same amount written for another currency's mask ('' when it is not an amount). */
export function remaskMoney(text: string, from: Currency, to: Currency): string {
  const cents = centsOfMasked(text, from);
  return cents === undefined ? '' : formatMoney(cents, to);
}
