import { AdsApiError, adsError } from './failure';

/**
 * A parser for the subset of the Google Ads Query Language the sandbox answers
 * (https://developers.google.com/google-ads/api/docs/query/grammar):
 * SELECT f[, f…] FROM resource [WHERE cond [AND cond…]] [ORDER BY f [ASC|DESC][, …]] [LIMIT n]
 * [PARAMETERS name = value[, …]], with =, !=, <, <=, >, >=, IN, NOT IN, LIKE, NOT LIKE,
 * IS NULL, IS NOT NULL, BETWEEN a AND b, DURING <date constant>.
 */
export type GaqlValue = string | number | boolean | null;

export interface GaqlCondition {
  field: string;
  op:
    | '='
    | '!='
    | '<'
    | '<='
    | '>'
    | '>='
    | 'IN'
    | 'NOT IN'
    | 'LIKE'
    | 'NOT LIKE'
    | 'IS NULL'
    | 'IS NOT NULL'
    | 'BETWEEN'
    | 'DURING';
  values: GaqlValue[];
}

export interface GaqlQuery {
  select: string[];
  from: string;
  where: GaqlCondition[];
  orderBy: { field: string; desc: boolean }[];
  limit: number | null;
  parameters: Record<string, string>;
}

type Token = { kind: 'word' | 'string' | 'number' | 'op' | 'punct'; text: string };

const queryError = (code: string, message: string, trigger?: string) =>
  new AdsApiError(400, [adsError('queryError', code, message, undefined, trigger)]);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\\' && j + 1 < text.length) {
          value += text[j + 1];
          j += 2;
          continue;
        }
        if (text[j] === '\n')
          throw queryError('PROHIBITED_NEWLINE_IN_STRING', 'Newlines are not allowed in strings.');
        value += text[j];
        j++;
      }
      if (j >= text.length)
        throw queryError('STRING_NOT_TERMINATED', 'String literal is not terminated.', text.slice(i));
      tokens.push({ kind: 'string', text: value });
      i = j + 1;
      continue;
    }
    const op = /^(!=|>=|<=|=|<|>)/.exec(text.slice(i));
    if (op) {
      tokens.push({ kind: 'op', text: op[1]! });
      i += op[1]!.length;
      continue;
    }
    if (ch === ',' || ch === '(' || ch === ')') {
      tokens.push({ kind: 'punct', text: ch });
      i++;
      continue;
    }
    const num = /^-?\d+(\.\d+)?(?![\w.])/.exec(text.slice(i));
    if (num) {
      tokens.push({ kind: 'number', text: num[0] });
      i += num[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i));
    if (word) {
      tokens.push({ kind: 'word', text: word[0] });
      i += word[0].length;
      continue;
    }
    throw queryError('BAD_SYMBOL', `Unexpected symbol '${ch}'.`, ch);
  }
  return tokens;
}

export function parseGaql(text: string): GaqlQuery {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const isWord = (w: string, t = peek()) => t?.kind === 'word' && t.text.toUpperCase() === w;
  const next = () => {
    const t = tokens[pos++];
    if (!t) throw queryError('UNEXPECTED_END_OF_QUERY', 'Unexpected end of query.');
    return t;
  };
  const expectWord = (w: string, code: string) => {
    if (!isWord(w)) throw queryError(code, `Expected ${w}.`, peek()?.text);
    pos++;
  };
  const field = () => {
    const t = next();
    if (t.kind !== 'word') throw queryError('BAD_FIELD_NAME', `Bad field name '${t.text}'.`, t.text);
    return t.text.toLowerCase();
  };
  const value = (): GaqlValue => {
    const t = next();
    if (t.kind === 'string') return t.text;
    if (t.kind === 'number') return Number(t.text);
    if (t.kind === 'word') {
      const up = t.text.toUpperCase();
      if (up === 'TRUE') return true;
      if (up === 'FALSE') return false;
      if (up === 'NULL') return null;
      return t.text;
    }
    throw queryError('BAD_VALUE', `Bad value '${t.text}'.`, t.text);
  };
  const list = (): GaqlValue[] => {
    const open = next();
    if (open.text !== '(') throw queryError('EXPECTED_LIST', 'Expected a list.', open.text);
    const values: GaqlValue[] = [];
    if (peek()?.text === ')')
      throw queryError('PROHIBITED_EMPTY_LIST_IN_CONDITION', 'Empty list in condition.');
    for (;;) {
      values.push(value());
      const t = next();
      if (t.text === ')') break;
      if (t.text !== ',') throw queryError('BAD_SYMBOL', `Unexpected '${t.text}'.`, t.text);
    }
    return values;
  };

  expectWord('SELECT', 'EXPECTED_SELECT');
  const select: string[] = [field()];
  while (peek()?.text === ',') {
    pos++;
    select.push(field());
  }
  expectWord('FROM', 'EXPECTED_FROM');
  const fromToken = next();
  if (fromToken.kind !== 'word' || fromToken.text.includes('.'))
    throw queryError(
      'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE',
      `Bad resource '${fromToken.text}' in FROM clause.`,
      fromToken.text,
    );
  const from = fromToken.text.toLowerCase();
  const where: GaqlCondition[] = [];
  const orderBy: GaqlQuery['orderBy'] = [];
  let limit: number | null = null;
  const parameters: Record<string, string> = {};
  if (isWord('WHERE')) {
    pos++;
    for (;;) {
      const f = field();
      const t = next();
      let cond: GaqlCondition;
      if (t.kind === 'op') cond = { field: f, op: t.text as GaqlCondition['op'], values: [value()] };
      else if (isWord('IN', t)) cond = { field: f, op: 'IN', values: list() };
      else if (isWord('NOT', t)) {
        const u = next();
        if (isWord('IN', u)) cond = { field: f, op: 'NOT IN', values: list() };
        else if (isWord('LIKE', u)) cond = { field: f, op: 'NOT LIKE', values: [value()] };
        else throw queryError('BAD_OPERATOR', `Bad operator NOT ${u.text}.`, u.text);
      } else if (isWord('LIKE', t)) cond = { field: f, op: 'LIKE', values: [value()] };
      else if (isWord('IS', t)) {
        if (isWord('NOT')) {
          pos++;
          expectWord('NULL', 'BAD_OPERATOR');
          cond = { field: f, op: 'IS NOT NULL', values: [] };
        } else {
          expectWord('NULL', 'BAD_OPERATOR');
          cond = { field: f, op: 'IS NULL', values: [] };
        }
      } else if (isWord('BETWEEN', t)) {
        const a = value();
        if (!isWord('AND'))
          throw queryError(
            'EXPECTED_VALUE_WITH_BETWEEN_OPERATOR',
            'BETWEEN expects two values joined by AND.',
          );
        pos++;
        cond = { field: f, op: 'BETWEEN', values: [a, value()] };
      } else if (isWord('DURING', t)) {
        const d = next();
        cond = { field: f, op: 'DURING', values: [d.text.toUpperCase()] };
      } else throw queryError('BAD_OPERATOR', `Bad operator '${t.text}'.`, t.text);
      where.push(cond);
      if (isWord('AND')) {
        pos++;
        continue;
      }
      break;
    }
  }
  if (isWord('ORDER')) {
    pos++;
    expectWord('BY', 'EXPECTED_BY');
    for (;;) {
      const f = field();
      let desc = false;
      if (isWord('DESC')) {
        desc = true;
        pos++;
      } else if (isWord('ASC')) pos++;
      orderBy.push({ field: f, desc });
      if (peek()?.text === ',') {
        pos++;
        continue;
      }
      break;
    }
  }
  if (isWord('LIMIT')) {
    pos++;
    const t = next();
    const n = Number(t.text);
    if (t.kind !== 'number' || !Number.isInteger(n))
      throw queryError('BAD_LIMIT_VALUE', 'Bad LIMIT value.', t.text);
    if (n <= 0) throw queryError('LIMIT_VALUE_TOO_LOW', 'LIMIT must be positive.', t.text);
    limit = n;
  }
  if (isWord('PARAMETERS')) {
    pos++;
    for (;;) {
      const name = next().text;
      const eq = next();
      if (eq.text !== '=')
        throw queryError('BAD_PARAMETER_NAME', 'Expected = after a parameter name.', eq.text);
      parameters[name] = String(value());
      if (peek()?.text === ',') {
        pos++;
        continue;
      }
      break;
    }
  }
  if (pos < tokens.length)
    throw queryError('UNEXPECTED_INPUT', `Unexpected input '${peek()!.text}'.`, peek()!.text);
  return { select, from, where, orderBy, limit, parameters };
}

/** `ad_group_ad.policy_summary.approval_status` → `adGroupAd.policySummary.approvalStatus`. */
export const camelPath = (path: string) =>
  path
    .split('.')
    .map((p) => p.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()))
    .join('.');

const dateRe = /^\d{4}-\d{2}-\d{2}$/;

/** The date range a query's segments.date conditions ask for ([from, to], inclusive), if any. */
export function dateRangeOf(
  query: GaqlQuery,
  today: string,
  addDays: (d: string, n: number) => string,
): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  const tighten = (f: string | null, t: string | null) => {
    if (f !== null && (from === null || f > from)) from = f;
    if (t !== null && (to === null || t < to)) to = t;
  };
  const checkDate = (v: GaqlValue) => {
    if (typeof v !== 'string' || !dateRe.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
      throw queryError('INVALID_DATE_FORMAT', `Invalid date '${String(v)}': expected YYYY-MM-DD.`, String(v));
    return v;
  };
  for (const c of query.where) {
    if (c.field !== 'segments.date') continue;
    switch (c.op) {
      case 'BETWEEN':
        tighten(checkDate(c.values[0]!), checkDate(c.values[1]!));
        break;
      case '=':
        tighten(checkDate(c.values[0]!), checkDate(c.values[0]!));
        break;
      case '>=':
        tighten(checkDate(c.values[0]!), null);
        break;
      case '>':
        tighten(addDays(checkDate(c.values[0]!), 1), null);
        break;
      case '<=':
        tighten(null, checkDate(c.values[0]!));
        break;
      case '<':
        tighten(null, addDays(checkDate(c.values[0]!), -1));
        break;
      case 'IN': {
        const dates = c.values.map(checkDate).sort();
        tighten(dates[0]!, dates[dates.length - 1]!);
        break;
      }
      case 'DURING': {
        const r = during(String(c.values[0]), today, addDays);
        tighten(r.from, r.to);
        break;
      }
      default:
        throw queryError('OPERATOR_FIELD_MISMATCH', `Operator ${c.op} cannot be used with segments.date.`);
    }
  }
  if (from === null && to === null) return null;
  if (from === null || to === null)
    throw queryError('EXPECTED_FILTERS_ON_DATE_RANGE', 'Expected a finite date range on segments.date.');
  return { from, to };
}

function during(
  constant: string,
  today: string,
  addDays: (d: string, n: number) => string,
): { from: string; to: string } {
  const month = today.slice(0, 7);
  const prevMonthStart = (() => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const pm = m === 1 ? 12 : m - 1;
    const py = m === 1 ? y - 1 : y;
    return `${py}-${String(pm).padStart(2, '0')}-01`;
  })();
  switch (constant) {
    case 'TODAY':
      return { from: today, to: today };
    case 'YESTERDAY':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'LAST_7_DAYS':
      return { from: addDays(today, -7), to: addDays(today, -1) };
    case 'LAST_14_DAYS':
      return { from: addDays(today, -14), to: addDays(today, -1) };
    case 'LAST_30_DAYS':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case 'THIS_MONTH':
      return { from: `${month}-01`, to: today };
    case 'LAST_MONTH':
      return { from: prevMonthStart, to: addDays(`${month}-01`, -1) };
    default:
      throw queryError(
        'INVALID_VALUE_WITH_DURING_OPERATOR',
        `Invalid date constant '${constant}'.`,
        constant,
      );
  }
}
