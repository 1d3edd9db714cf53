import { resolveNamed, type NamedEntity } from './entity-match';
import { isWriteTool, normalizeText, type AssistantToolArgs, type ParsedRequest } from './grammar';

/**
 * How a rules-provider answer compares with a labelled request (issue 30 evaluation, used by the
 * held-out test and `npm run bench -- assistant`).
 * - `right`: the expected call (or, for an out-of-reach request, "não entendi").
 * - `miss`: "não entendi" where a call was expected — the honest failure.
 * - `wrongRead`: a wrong answer that changes nothing (another read, or a change whose campaign is
 *   not found, which proposes nothing).
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

/**
 * What a tool would act on or read, as runTool resolves it (run-tool.ts / resolve-entity.ts): an
 * entity of the company, the one on screen, everything, a text search, or "not found".
 */
export function targetOf(
  tool: ParsedRequest['tool'],
  args: AssistantToolArgs,
  message: string,
  entities: readonly NamedEntity[],
): string {
  const key = (r: NamedEntity | 'screen' | null) =>
    r === null ? 'not-found' : r === 'screen' ? 'screen' : `${r.kind}:${normalizeText(r.name)}`;
  switch (tool) {
    case 'find_advertisers':
    case 'help':
      return args.name === undefined ? 'all' : `q:${comparableName(args.name)}`;
    case 'find_campaigns': {
      if (args.name === undefined) return 'all';
      const r = resolveNamed(entities, args.name, message, 'any');
      return r === null ? `q:${comparableName(args.name)}` : key(r);
    }
    case 'report':
      return key(resolveNamed(entities, args.name, message, 'any'));
    case 'balance':
    case 'statement':
      return args.name === undefined
        ? 'screen'
        : key(resolveNamed(entities, args.name, message, 'advertiser'));
    case 'suggest_audiences':
      return key(resolveNamed(entities, args.name, message, 'advertiser'));
    default:
      return key(resolveNamed(entities, args.name, message, 'campaign'));
  }
}

/** With `resolve`, names count as right when they resolve to the same thing (what the user gets). */
export interface ScoreContext {
  message: string;
  entities: readonly NamedEntity[];
}

function argsMatch(
  tool: ParsedRequest['tool'],
  expected: AssistantToolArgs,
  actual: AssistantToolArgs,
  resolve?: ScoreContext,
): boolean {
  const sameText =
    expected.name !== undefined &&
    actual.name !== undefined &&
    comparableName(actual.name) === comparableName(expected.name);
  if (resolve && !sameText) {
    const wanted = targetOf(tool, expected, resolve.message, resolve.entities);
    if (wanted === 'not-found' || targetOf(tool, actual, resolve.message, resolve.entities) !== wanted)
      return false;
  } else if (!resolve && !sameText && (expected.name !== undefined || actual.name !== undefined))
    return false;
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

export function scoreRequest(
  expected: ParsedRequest | null,
  actual: ParsedRequest | null,
  resolve?: ScoreContext,
): RequestOutcome {
  if (actual === null) return expected === null ? 'right' : 'miss';
  if (
    expected !== null &&
    expected.tool === actual.tool &&
    argsMatch(expected.tool, expected.args, actual.args, resolve)
  )
    return 'right';
  if (!isWriteTool(actual.tool)) return 'wrongRead';
  // A change whose campaign is not found proposes nothing: "não encontrei" — wrong, but no action.
  if (resolve && targetOf(actual.tool, actual.args, resolve.message, resolve.entities) === 'not-found')
    return 'wrongRead';
  return 'wrongAction';
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
  /** Resolve names among these entities (what the user gets) instead of comparing the text. */
  entities?: readonly NamedEntity[],
): SetScore & { failures: { text: string; outcome: RequestOutcome; got: ParsedRequest | null }[] } {
  const score = { total: 0, right: 0, miss: 0, wrongRead: 0, wrongAction: 0 };
  const failures: { text: string; outcome: RequestOutcome; got: ParsedRequest | null }[] = [];
  for (const item of items) {
    const got = parse(item.text);
    const outcome = scoreRequest(item.expected, got, entities ? { message: item.text, entities } : undefined);
    score.total += 1;
    score[outcome] += 1;
    if (outcome !== 'right') failures.push({ text: item.text, outcome, got });
  }
  return { ...score, rate: score.total ? score.right / score.total : 0, failures };
}

const advertiserTools = new Set(['balance', 'statement', 'find_advertisers', 'suggest_audiences']);

/**
 * The entities a set's requests refer to: `base` plus every expected name that does not already
 * resolve to one of them (an advertiser for the wallet and audience tools, else a campaign) — the
 * company the labelled requests imagine.
 */
export function entitiesOf(
  items: readonly { text: string; expected: ParsedRequest | null }[],
  base: readonly NamedEntity[] = [],
): NamedEntity[] {
  const out = [...base];
  const kinds = new Map<string, { name: string; advertiser: boolean }>();
  for (const item of items) {
    const name = item.expected?.args.name;
    if (!item.expected || name === undefined) continue;
    const key = comparableName(name);
    if (out.some((e) => normalizeText(e.name) === key)) continue;
    const advertiser = advertiserTools.has(item.expected.tool) || (kinds.get(key)?.advertiser ?? false);
    kinds.set(key, { name, advertiser });
  }
  for (const { name, advertiser } of kinds.values())
    out.push({ kind: advertiser ? 'advertiser' : 'campaign', name });
  return out;
}
