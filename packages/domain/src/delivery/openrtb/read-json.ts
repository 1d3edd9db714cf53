/**
 * Defensive readers for untrusted JSON: every one answers a value of the asked type or a default,
 * never throws, and caps array lengths so a hostile body cannot make the parser loop for long.
 */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const objectAt = (value: unknown): Json | null => (isObject(value) ? value : null);

/** A string (numbers are accepted and written in decimal, as some exchanges send numeric ids). */
export function stringAt(value: unknown, maxLength = 256): string {
  if (typeof value === 'string') return value.length > maxLength ? value.slice(0, maxLength) : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const numberAt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** An integer in [min, max], else null. */
export function integerAt(value: unknown, min: number, max: number): number | null {
  const n = numberAt(value);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The first `cap` elements of an array (an absent or wrong-typed value is empty). */
export const arrayAt = (value: unknown, cap: number): readonly unknown[] =>
  Array.isArray(value) ? (value.length > cap ? value.slice(0, cap) : value) : [];

/** Up to this many kept strings, a de-duplicating list scans its array; beyond, it keeps a Set too. */
const scanLimit = 16;

/**
 * Distinct strings in first-seen order (what `[...new Set(values)]` answers), cheaper for the few
 * values a request usually carries: a short list is scanned, a long one is hashed.
 */
export class DistinctStrings {
  readonly items: string[] = [];
  private seen: Set<string> | null = null;

  get size(): number {
    return this.items.length;
  }

  add(value: string): void {
    const items = this.items;
    if (this.seen !== null) {
      if (this.seen.has(value)) return;
      this.seen.add(value);
    } else {
      if (items.includes(value)) return;
      if (items.length >= scanLimit) this.seen = new Set(items).add(value);
    }
    items.push(value);
  }
}

/** The non-empty strings of an array, de-duplicated, at most `cap`. */
export function stringsAt(value: unknown, cap: number, maxLength = 256): string[] {
  if (!Array.isArray(value) || value.length === 0) return [];
  const count = value.length > cap ? cap : value.length;
  if (count <= scanLimit) {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const s = stringAt(value[i], maxLength);
      if (s !== '' && !out.includes(s)) out.push(s);
    }
    return out;
  }
  const out = new DistinctStrings();
  for (let i = 0; i < count; i++) {
    const s = stringAt(value[i], maxLength);
    if (s !== '') out.add(s);
  }
  return out.items;
}

/** The integers of an array within [min, max], at most `cap`. */
export function integersAt(value: unknown, cap: number, min = 0, max = 1_000_000): number[] {
  const out: number[] = [];
  for (const item of arrayAt(value, cap)) {
    const n = integerAt(item, min, max);
    if (n !== null && !out.includes(n)) out.push(n);
  }
  return out;
}

/** `1` or `true` (OpenRTB booleans are integers). */
export const flagAt = (value: unknown): boolean => value === 1 || value === true;
