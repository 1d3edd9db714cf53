import type { KeywordMatchType } from './enumerations';

/** A search keyword; `negative` (Google's negative keyword: the ad is not shown for it) only when true. */
export interface KeywordLine {
  text: string;
  match_type: KeywordMatchType;
  negative?: boolean;
}

/**
 * Search keywords as Google writes them, one per line: `tenis` is broad, `"tenis de corrida"`
 * phrase and `[tenis nike]` exact (a leading `+` of the old broad modifier is dropped); a leading
 * `-` makes it a negative keyword (`-gratis`, `-"tenis usado"`), as in Google Ads Editor. Blank
 * lines are skipped and a keyword repeated with the same match type and sign is kept once.
 */
export function parseKeywordLines(text: string): KeywordLine[] {
  const seen = new Set<string>();
  const keywords: KeywordLine[] = [];
  for (const raw of text.split('\n')) {
    const trimmed = raw.trim();
    const negative = trimmed.startsWith('-');
    const line = negative ? trimmed.slice(1).trim() : trimmed;
    if (!line) continue;
    const keyword = keywordOfCell(line);
    if (!keyword.text) continue;
    const key = `${negative ? '-' : ''}${keyword.match_type}:${keyword.text.toLocaleLowerCase('pt-BR')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    keywords.push(negative ? { ...keyword, negative: true } : keyword);
  }
  return keywords;
}

/** One keyword in Google's syntax; `criterion` (an export's "Criterion Type": Exact, Phrase…) wins when given. */
export function keywordOfCell(cell: string, criterion = ''): { text: string; match_type: KeywordMatchType } {
  const line = cell.trim();
  const bracketed = /^\[(.*)\]$/.exec(line);
  const quoted = /^"(.*)"$/.exec(line);
  const text = (bracketed?.[1] ?? quoted?.[1] ?? line)
    .replace(/(^|\s)\+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const named = criterion.toLowerCase();
  const match_type: KeywordMatchType = /exact|exata|exacta/.test(named)
    ? 'EXACT'
    : /phrase|frase/.test(named)
      ? 'PHRASE'
      : /broad|ampla/.test(named)
        ? 'BROAD'
        : bracketed
          ? 'EXACT'
          : quoted
            ? 'PHRASE'
            : 'BROAD';
  return { text, match_type };
}

/** The keywords back in Google's syntax, one per line (what the keyword box shows). */
export const keywordLines = (keywords: readonly KeywordLine[]) =>
  keywords
    .map(
      (k) =>
        (k.negative ? '-' : '') +
        (k.match_type === 'EXACT' ? `[${k.text}]` : k.match_type === 'PHRASE' ? `"${k.text}"` : k.text),
    )
    .join('\n');
