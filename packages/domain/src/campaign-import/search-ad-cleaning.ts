import { searchAdLimits } from '../creatives/search-ads';
import type { SearchAdForm } from '../creatives/schemas';
import { importMessage } from './drafts';
import type { ImportMessage } from './types';

/**
 * Which ad a message is about: its name and line; `context: 'account'` (i18next's context) picks
 * the variant of the message without a line, for an ad read from a connected account.
 */
export interface SearchAdWhere {
  name: string;
  row: number;
  context?: 'account';
}

/**
 * A responsive search ad as the export has it, kept as far as the rules allow (issue 26): a
 * title, description, path, sitelink, callout or keyword over its limit is left out with a note
 * that names it ("Título 4 tem 34 caracteres; o máximo é 30"), instead of dropping the whole ad.
 * What cannot be fixed by leaving an item out (too few titles, descriptions or sitelinks, no final
 * URL) is named by `searchAdProblems`.
 */
export function cleanSearchAd(
  ad: SearchAdForm,
  where: SearchAdWhere,
): { ad: SearchAdForm; notes: ImportMessage[] } {
  const notes: ImportMessage[] = [];
  const tooLong = (kind: string, items: readonly string[], max: number) =>
    items.filter((item, i) => {
      const length = item.trim().length;
      if (length <= max) return true;
      notes.push(importMessage(`rsa.${kind}_too_long`, { ...where, number: i + 1, length, max }));
      return false;
    });
  const path = (kind: 'path1' | 'path2', value: string | null | undefined) => {
    if (!value) return null;
    if (value.trim().length <= searchAdLimits.path) return value;
    notes.push(
      importMessage(`rsa.${kind}_too_long`, {
        ...where,
        length: value.trim().length,
        max: searchAdLimits.path,
      }),
    );
    return null;
  };
  const sitelinks = ad.sitelinks.filter((s, i) => {
    const line = Math.max(s.description1?.trim().length ?? 0, s.description2?.trim().length ?? 0);
    if (s.text.trim().length > searchAdLimits.sitelinkText)
      notes.push(
        importMessage('rsa.sitelink_text_too_long', {
          ...where,
          number: i + 1,
          length: s.text.trim().length,
          max: searchAdLimits.sitelinkText,
        }),
      );
    else if (line > searchAdLimits.sitelinkLine)
      notes.push(
        importMessage('rsa.sitelink_line_too_long', {
          ...where,
          number: i + 1,
          length: line,
          max: searchAdLimits.sitelinkLine,
        }),
      );
    else if (!s.final_url.trim())
      notes.push(importMessage('rsa.sitelink_no_url', { ...where, number: i + 1 }));
    else return true;
    return false;
  });
  return {
    ad: {
      ...ad,
      path1: path('path1', ad.path1),
      path2: path('path2', ad.path2),
      titles: tooLong('title', ad.titles, searchAdLimits.title),
      descriptions: tooLong('description', ad.descriptions, searchAdLimits.description),
      sitelinks,
      callouts: tooLong('callout', ad.callouts ?? [], searchAdLimits.callout),
      keywords: tooLong('keyword', ad.keywords ?? [], searchAdLimits.keyword),
    },
    notes,
  };
}

/** Why a (cleaned) search ad still cannot be a creative, each rule named with its numbers. */
export function searchAdProblems(ad: SearchAdForm, where: SearchAdWhere): ImportMessage[] {
  const problems: ImportMessage[] = [];
  if (!ad.final_url.trim()) problems.push(importMessage('rsa.no_final_url', { ...where }));
  const count = (kind: string, n: number, min: number, max: number) => {
    if (n < min || n > max)
      problems.push(importMessage(`rsa.${kind}_count`, { ...where, count: n, min, max }));
  };
  count('titles', ad.titles.length, searchAdLimits.titlesMin, searchAdLimits.titlesMax);
  count(
    'descriptions',
    ad.descriptions.length,
    searchAdLimits.descriptionsMin,
    searchAdLimits.descriptionsMax,
  );
  count('sitelinks', ad.sitelinks.length, searchAdLimits.sitelinksMin, searchAdLimits.sitelinksMax);
  return problems;
}
