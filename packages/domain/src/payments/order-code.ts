/**
 * The short human code of a payment order (`PED-7K3Q9X`), shown wherever an order appears and
 * searchable. It is derived from the order's sequential number (`payment_orders.number`) by a
 * bijection of the 30-bit numbers (an odd multiplier and a mask, modulo 2³⁰), written in Crockford's
 * base 32 (no I, L, O or U), so each of the first 2³⁰ orders has its own code, the code never
 * changes, and it reads the number back without a lookup table. It is not a secret: the public
 * payment page is still reached only by the order's random public id.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const bits = 30n;
const modulus = 1n << bits;
const multiplier = 387_420_489n; // 3¹⁸: odd, so invertible modulo 2³⁰
const mask = 0x2b5e_9c1dn & (modulus - 1n);
const prefix = 'PED-';

/** The multiplier's inverse modulo 2³⁰ (Newton's iteration: each step doubles the correct bits). */
const inverse = (() => {
  let x = multiplier;
  for (let i = 0; i < 5; i++) x = (x * (2n - multiplier * x)) % modulus;
  return ((x % modulus) + modulus) % modulus;
})();

export const paymentOrderCodeLength = prefix.length + 6;

/** `PED-` and six base-32 characters of the order's number (1 … 2³⁰ − 1). */
export function paymentOrderCode(number: number | bigint): string {
  const n = BigInt(number);
  if (n < 1n || n >= modulus) throw new RangeError(`Order number out of range: ${String(number)}`);
  let value = ((n * multiplier) % modulus) ^ mask;
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = alphabet[Number(value & 31n)]! + code;
    value >>= 5n;
  }
  return prefix + code;
}

/**
 * The order number a typed code stands for, or undefined when the text is no code. Accepts what
 * people type: any case, with or without `PED-`, spaces around, and O/I/L read as 0/1/1.
 */
export function paymentOrderNumberOf(text: string): number | undefined {
  const typed = text
    .trim()
    .toUpperCase()
    .replace(/^PED-?/, '');
  if (!/^[0-9A-Z]{6}$/.test(typed)) return undefined;
  let value = 0n;
  for (const char of typed.replace(/O/g, '0').replace(/[IL]/g, '1')) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return undefined;
    value = (value << 5n) | BigInt(digit);
  }
  const n = ((value ^ mask) * inverse) % modulus;
  return n === 0n ? undefined : Number(n);
}
