/** Integer centavos as accepted by the payment formats: a safe integer number or a bigint. */
export type Cents = number | bigint;

export function toCentsBigInt(amount: Cents): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be integer centavos: ${amount}`);
  return BigInt(amount);
}

/** 12345n → "123.45" (dot decimal, no grouping), the form EMV and bank layouts carry. */
export function centsToDecimal(amount: Cents): string {
  const cents = toCentsBigInt(amount);
  if (cents < 0n) throw new RangeError('Amount must not be negative');
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "123.45" / "123.4" / "123" → 12345n; undefined for anything else (signs, exponents, 3 decimals). */
export function decimalToCents(text: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
