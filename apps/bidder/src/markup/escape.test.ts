import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cdata, cutText, escapeMarkup } from './escape';

const hostile = `Tom & Jerry's <b>"best"</b> ]]> deal 🎉\u0000\u0008\uD800 end`;

describe('markup escaping', () => {
  it('escapes text and attributes so XML reads back the same text (minus forbidden characters)', () => {
    const doc = new DOMParser().parseFromString(
      `<r a="${escapeMarkup(hostile)}" b='${escapeMarkup(hostile)}'>${escapeMarkup(hostile)}</r>`,
      'text/xml',
    );
    const expected = `Tom & Jerry's <b>"best"</b> ]]> deal 🎉 end`;
    expect(doc.documentElement!.getAttribute('a')).toBe(expected);
    expect(doc.documentElement!.getAttribute('b')).toBe(expected);
    expect(doc.documentElement!.textContent).toBe(expected);
  });

  it('wraps any text in CDATA, even one containing ]]>', () => {
    const doc = new DOMParser().parseFromString(`<r>${cdata(hostile)}</r>`, 'text/xml');
    expect(doc.documentElement!.textContent).toBe(`Tom & Jerry's <b>"best"</b> ]]> deal 🎉 end`);
  });

  it('escapes exactly as dropping forbidden characters, then replacing the five entities (property)', () => {
    const forbidden =
      // eslint-disable-next-line no-control-regex -- the rule under test
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
    const named: Record<string, string> = {
      '&': '&amp;',
      '<': '&lt;',
      '>': '&gt;',
      '"': '&quot;',
      "'": '&#39;',
    };
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({
        unit: fc.constantFrom('a', '&', '<', '"', "'", ']]>', '\u0001', '\uD83C', '\uDF89', '🎉'),
      }),
    );
    fc.assert(
      fc.property(text, (t) => {
        const clean = t.replace(forbidden, '');
        expect(escapeMarkup(t)).toBe(clean.replace(/[&<>"']/g, (c) => named[c]!));
        expect(cdata(t)).toBe(`<![CDATA[${clean.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`);
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts text by characters, never inside an emoji', () => {
    expect(cutText('ab🎉cd', 3)).toBe('ab🎉');
    expect(cutText('ab🎉cd', 2)).toBe('ab');
    expect(cutText('abc', 10)).toBe('abc');
  });
});
