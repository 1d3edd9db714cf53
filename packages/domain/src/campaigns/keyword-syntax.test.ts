import { describe, expect, it } from 'vitest';
import { keywordLines, keywordOfCell, parseKeywordLines } from './keyword-syntax';

describe('search keywords in Google syntax', () => {
  it('reads broad, "phrase" and [exact], one per line, once each', () => {
    expect(parseKeywordLines('tenis\n"tenis de corrida"\n\n[tenis nike]\n+tenis  +barato\ntenis')).toEqual([
      { text: 'tenis', match_type: 'BROAD' },
      { text: 'tenis de corrida', match_type: 'PHRASE' },
      { text: 'tenis nike', match_type: 'EXACT' },
      { text: 'tenis barato', match_type: 'BROAD' },
    ]);
  });

  it('takes an export criterion type over the syntax, and writes the keywords back', () => {
    expect(keywordOfCell('tenis feminino', 'Phrase')).toEqual({
      text: 'tenis feminino',
      match_type: 'PHRASE',
    });
    expect(keywordOfCell('[tenis]', 'Exata')).toEqual({ text: 'tenis', match_type: 'EXACT' });
    const keywords = parseKeywordLines('a\n"b c"\n[d]');
    expect(parseKeywordLines(keywordLines(keywords))).toEqual(keywords);
  });

  it('reads a leading - as a negative keyword of any match type, and writes it back', () => {
    const keywords = parseKeywordLines('tenis\n-gratis\n- "tenis usado"\n-[tenis falso]\n-gratis\ngratis');
    expect(keywords).toEqual([
      { text: 'tenis', match_type: 'BROAD' },
      { text: 'gratis', match_type: 'BROAD', negative: true },
      { text: 'tenis usado', match_type: 'PHRASE', negative: true },
      { text: 'tenis falso', match_type: 'EXACT', negative: true },
      { text: 'gratis', match_type: 'BROAD' },
    ]);
    expect(keywordLines(keywords)).toBe('tenis\n-gratis\n-"tenis usado"\n-[tenis falso]\ngratis');
    expect(parseKeywordLines(keywordLines(keywords))).toEqual(keywords);
  });
});
