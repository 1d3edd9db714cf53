import { describe, expect, it } from 'vitest';
import { paymentOrderCode, paymentOrderNumberOf } from './order-code';

describe('payment order code', () => {
  it('is PED- and six Crockford base-32 characters, stable for a number', () => {
    const code = paymentOrderCode(1);
    expect(code).toMatch(/^PED-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(paymentOrderCode(1)).toBe(code);
  });

  it('gives every number its own code and reads it back', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 20_000; n++) {
      const code = paymentOrderCode(n);
      expect(paymentOrderNumberOf(code)).toBe(n);
      seen.add(code);
    }
    expect(seen.size).toBe(20_000);
    expect(paymentOrderNumberOf(paymentOrderCode(2 ** 30 - 1))).toBe(2 ** 30 - 1);
  });

  it('does not look sequential', () => {
    expect(paymentOrderCode(2).slice(4, 8)).not.toBe(paymentOrderCode(1).slice(4, 8));
  });

  it('reads what people type: lower case, no prefix, spaces, O for 0 and I/L for 1', () => {
    const code = paymentOrderCode(4242);
    const bare = code.slice(4);
    expect(paymentOrderNumberOf(` ${code.toLowerCase()} `)).toBe(4242);
    expect(paymentOrderNumberOf(bare)).toBe(4242);
    expect(paymentOrderNumberOf(`PED${bare}`)).toBe(4242);
    expect(paymentOrderNumberOf(bare.replace(/0/g, 'O').replace(/1/g, 'I'))).toBe(4242);
  });

  it('is undefined for text that is no code', () => {
    for (const text of ['', 'Acme', 'PED-12345', 'PED-1234567', 'PED-UUUUUU', 'x'.repeat(22)]) {
      expect(paymentOrderNumberOf(text)).toBeUndefined();
    }
  });

  it('refuses numbers outside 1 … 2³⁰ − 1', () => {
    expect(() => paymentOrderCode(0)).toThrow(RangeError);
    expect(() => paymentOrderCode(2 ** 30)).toThrow(RangeError);
  });
});
