/** Centavos of a NumberInput value in reais (12.5 → 1250n); undefined when empty or not a number. */
export function centsOf(value: number | string): bigint | undefined {
  const number = typeof value === 'number' ? value : Number(value.replace(/\./g, '').replace(',', '.'));
  if (value === '' || !Number.isFinite(number) || number < 0) return undefined;
  return BigInt(Math.round(number * 100));
}

/** Reais for a NumberInput from centavos (1250n → 12.5). */
export const reaisOf = (cents: bigint): number => Number(cents) / 100;
