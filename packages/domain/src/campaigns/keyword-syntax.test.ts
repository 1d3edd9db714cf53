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
});
