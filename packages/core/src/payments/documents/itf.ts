/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode. Digits are encoded in pairs: the
 * first digit of a pair in the five bars, the second in the five spaces between them. Each digit
 * has two wide and three narrow elements. Start = narrow bar, space, bar, space; stop = wide bar,
 * narrow space, narrow bar.
 *
 * The encoding is a list of element widths in modules (1 = narrow, `wide` = wide), alternating
 * bar, space, bar, … and always starting and ending with a bar.
 */

const patterns = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'] as const;

export const itfDefaultWideRatio = 3;

export function encodeItf(digits: string, wide: number = itfDefaultWideRatio): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('ITF encodes an even number of digits');
  if (!(wide >= 2 && wide <= 3)) throw new RangeError('The wide/narrow ratio must be between 2 and 3');
  const width = (c: string) => (c === 'w' ? wide : 1);
  const out = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = patterns[Number(digits[i])]!;
    const spaces = patterns[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) out.push(width(bars[k]!), width(spaces[k]!));
  }
  out.push(wide, 1, 1);
  return out;
}

/** Reads an element-width list back to digits (used to verify what is printed). */
export function decodeItf(elements: readonly number[]): string {
  const narrow = Math.min(...elements);
  const kind = (w: number) => (w > narrow * 1.5 ? 'w' : 'n');
  const marks = elements.map(kind).join('');
  if (!marks.startsWith('nnnn') || !marks.endsWith('wnn') || (marks.length - 7) % 10 !== 0)
    throw new RangeError('Not an ITF symbol');
  const body = marks.slice(4, -3);
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const bars = [0, 2, 4, 6, 8].map((k) => chunk[k]).join('');
    const spaces = [1, 3, 5, 7, 9].map((k) => chunk[k]).join('');
    const first = patterns.indexOf(bars as (typeof patterns)[number]);
    const second = patterns.indexOf(spaces as (typeof patterns)[number]);
    if (first < 0 || second < 0) throw new RangeError('Invalid ITF character');
    digits += `${first}${second}`;
  }
  return digits;
}

/** Total width in modules of an encoding (for scaling to a printed width). */
export function itfModules(elements: readonly number[]): number {
  return elements.reduce((sum, w) => sum + w, 0);
}
