import { formatMoney, type Currency } from '../formats';

/**
 * How much one payment order may add to an advertiser's wallet, in minor units of the
 * advertiser's currency. BRL is the spec's R$ 500,00 to R$ 50.000,00 (§5, §9); EUR and USD are
 * 100.00 to 10,000.00, roughly the same money (see ARCHITECTURE.md, Decisions).
 */
export const paymentOrderLimits: Readonly<
  Record<Currency, { readonly minCents: bigint; readonly maxCents: bigint }>
> = {
  BRL: { minCents: 50_000n, maxCents: 5_000_000n },
  EUR: { minCents: 10_000n, maxCents: 1_000_000n },
  USD: { minCents: 10_000n, maxCents: 1_000_000n },
};

export const paymentAmountMessageKeys = {
  min: 'orders:validation.amount_min',
  max: 'orders:validation.amount_max',
  format: 'orders:validation.amount_format',
} as const;

/** The bounds of an order in `currency`, formatted as the spec shows money (€ 100,00, $100.00, R$ 500,00). */
export function paymentOrderBounds(currency: Currency): { min: string; max: string } {
  const limits = paymentOrderLimits[currency];
  return { min: formatMoney(limits.minCents, currency), max: formatMoney(limits.maxCents, currency) };
}

/**
 * The message key and interpolation values for an amount outside its currency's limits, or
 * undefined when it is within them. The server and the order form use it, so both say the same thing.
 */
export function paymentAmountIssue(
  cents: bigint,
  currency: Currency,
): { key: string; params: { amount: string } } | undefined {
  const limits = paymentOrderLimits[currency];
  if (cents < limits.minCents)
    return { key: paymentAmountMessageKeys.min, params: { amount: formatMoney(limits.minCents, currency) } };
  if (cents > limits.maxCents)
    return { key: paymentAmountMessageKeys.max, params: { amount: formatMoney(limits.maxCents, currency) } };
  return undefined;
}
