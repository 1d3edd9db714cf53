import { isWriteTool, normalizeText, type AssistantToolArgs, type ParsedRequest } from './grammar';

/**
 * How a rules-provider answer compares with a labelled request (issue 30 evaluation, used by the
 * held-out test and `npm run bench -- assistant`).
 * - `right`: the expected call (or, for an out-of-reach request, "não entendi").
 * - `miss`: "não entendi" where a call was expected — the honest failure.
 * - `wrongRead`: another read (a wrong answer, but nothing changes).
 * - `wrongAction`: a change that is not the expected one — must never happen.
 */
export type RequestOutcome = 'right' | 'miss' | 'wrongRead' | 'wrongAction';

const leading = new Set([
  'a',
  'o',
  'as',
  'os',
  'do',
  'da',
  'de',
  'dos',
  'das',
  'no',
  'na',
  'the',
  'el',
  'la',
  'campanha',
  'campaign',
  'campana',
  'anunciante',
  'advertiser',
  'cliente',
]);

/** A name as the resolver would read it: normalised, leading articles and "campanha" dropped. */
export function comparableName(name: string): string {
  const words = normalizeText(name).split(' ').filter(Boolean);
  while (words.length > 1 && leading.has(words[0]!)) words.shift();
  return words.join(' ');
}

function argsMatch(expected: AssistantToolArgs, actual: AssistantToolArgs): boolean {
  if (expected.name !== undefined) {
    if (actual.name === undefined || comparableName(actual.name) !== comparableName(expected.name))
      return false;
  } else if (actual.name !== undefined) return false;
  if (expected.status !== actual.status) return false;
  if (expected.period !== undefined && actual.period !== expected.period) return false;
  if (expected.metrics && !expected.metrics.every((m) => actual.metrics?.includes(m))) return false;
  if (expected.amount !== undefined && actual.amount !== expected.amount) return false;
  if (expected.end_date !== undefined && actual.end_date !== expected.end_date) return false;
  if (expected.topic !== undefined && actual.topic !== expected.topic) return false;
  if (expected.description !== undefined) {
    const got = normalizeText(actual.description ?? '');
    if (!got.includes(normalizeText(expected.description))) return false;
  }
  return true;
}

export function scoreRequest(expected: ParsedRequest | null, actual: ParsedRequest | null): RequestOutcome {
  if (actual === null) return expected === null ? 'right' : 'miss';
  if (expected !== null && expected.tool === actual.tool && argsMatch(expected.args, actual.args))
    return 'right';
  return isWriteTool(actual.tool) ? 'wrongAction' : 'wrongRead';
}

export interface SetScore {
  total: number;
  right: number;
  miss: number;
  wrongRead: number;
  wrongAction: number;
  /** right / total */
  rate: number;
}

export function scoreSet(
  items: readonly { text: string; expected: ParsedRequest | null }[],
  parse: (text: string) => ParsedRequest | null,
): SetScore & { failures: { text: string; outcome: RequestOutcome; got: ParsedRequest | null }[] } {
  const score = { total: 0, right: 0, miss: 0, wrongRead: 0, wrongAction: 0 };
  const failures: { text: string; outcome: RequestOutcome; got: ParsedRequest | null }[] = [];
  for (const item of items) {
    const got = parse(item.text);
    const outcome = scoreRequest(item.expected, got);
    score.total += 1;
    score[outcome] += 1;
    if (outcome !== 'right') failures.push({ text: item.text, outcome, got });
  }
  return { ...score, rate: score.total ? score.right / score.total : 0, failures };
}
