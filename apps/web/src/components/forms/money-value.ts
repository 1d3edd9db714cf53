import {
  formatMoney,
  moneyInputIssueKeys,
  parseFormattedMoney,
  parseMoneyInput,
  type Currency,
  type MoneyInputIssueKey,
} from '@verba/domain';

/**
 * The value a `MoneyInput` hands to its form for a typed text: the amount in the currency's own
 * format (`R$ 5.000,00`) once the text reads as one amount in the UI language, '' when empty, else
 * the text itself (ambiguous or not an amount), which `centsOfMoneyValue` never takes for money.
 */
export function moneyValueOf(text: string, options: { currency: Currency; language: string }): string {
  const reading = parseMoneyInput(text, options);
  if (reading.status === 'ok') return formatMoney(reading.cents, options.currency);
  return reading.status === 'empty' ? '' : text;
}

/** Centavos of a `MoneyInput` value; undefined while it is empty, ambiguous or not an amount. */
export function centsOfMoneyValue(value: string, currency: Currency): bigint | undefined {
  return parseFormattedMoney(value.trim(), currency);
}

/**
 * Why a `MoneyInput` value is not an amount (key and params for `t`), or undefined when it is one
 * or is empty: the form's own rules (required, limits) come after.
 */
export function moneyValueIssue(
  value: string,
  options: { currency: Currency; language: string },
): { key: MoneyInputIssueKey; params?: Record<string, string> } | undefined {
  if (!value.trim() || centsOfMoneyValue(value, options.currency) !== undefined) return undefined;
  const reading = parseMoneyInput(value, options);
  if (reading.status === 'invalid')
    return reading.params ? { key: reading.key, params: reading.params } : { key: reading.key };
  return {
    key: reading.status === 'ambiguous' ? moneyInputIssueKeys.ambiguous : moneyInputIssueKeys.invalid,
  };
}

/** The same amount written for another currency; a text that is not an amount stays as typed. */
export function remaskMoney(value: string, from: Currency, to: Currency): string {
  const cents = centsOfMoneyValue(value, from);
  return cents === undefined ? value : formatMoney(cents, to);
}
