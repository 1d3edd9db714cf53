/**
 * Centavos of a NumberInput value in reais (12.5 → 1250n); undefined when empty or not a number.
 * Mantine hands over the unformatted value: a number, or a string in JS notation ("20.00") while
 * the typed text is not a plain number yet — never the displayed "R$ 20,00".
 */
export function centsOf(value: number | string): bigint | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === '' || !Number.isFinite(number) || number < 0) return undefined;
  return BigInt(Math.round(number * 100));
}

/** Reais for a NumberInput from centavos (1250n → 12.5). */
export const reaisOf = (cents: bigint): number => Number(cents) / 100;
