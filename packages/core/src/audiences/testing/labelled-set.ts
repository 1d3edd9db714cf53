import { readFileSync } from 'node:fs';

export interface LabelledSuggestionCase {
  /** An advertiser's description, as advertisers write it (pt-BR). */
  d: string;
  /** IAB audience segment ids that fit it; one of them in the top 5 is right. */
  ok: string[];
}

/** The labelled set of audience suggestion (issue 30), shared by the test and `npm run bench -- audiences`. */
export function labelledSuggestionCases(): LabelledSuggestionCase[] {
  const file = new URL('./suggestion-labelled-set.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: LabelledSuggestionCase[] }).cases;
}
