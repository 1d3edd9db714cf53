import type { Db } from '@verba/db';

interface RawClient {
  query(text: string, values?: unknown[], options?: unknown): Promise<{ rows: unknown[] }>;
}

export interface SentQuery {
  text: string;
  values: unknown[];
}

/** The SQL `fn` sends through `db` (PGlite or a pg pool: drizzle calls the client's `query`). */
export async function queriesSentBy(db: Db, fn: () => Promise<unknown>): Promise<SentQuery[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const original = client.query.bind(client);
  const sent: SentQuery[] = [];
  client.query = (text: unknown, values?: unknown[], options?: unknown) => {
    // node-postgres gets a query config object (its text) and the values beside it.
    const query =
      typeof text === 'string' ? { text, values } : (text as Partial<SentQuery> & { text: string });
    sent.push({ text: query.text, values: values ?? query.values ?? [] });
    return original(text as string, values, options);
  };
  try {
    await fn();
  } finally {
    // The clients' query is a prototype method: removing the own property restores it.
    delete (client as Partial<RawClient>).query;
  }
  return sent;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

const maxPageSize = 100;

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * What is wrong with a list query's plan: a sequential scan of one of `tables`, or a sort of more
 * than a page (an index in the list's order gives the rows sorted, so LIMIT stops after the page;
 * re-sorting the page's own rows, at most 100, is fine).
 */
export async function planProblems(db: Db, query: SentQuery, tables: string[]): Promise<string[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values);
  const cell = Object.values(rows[0] as Record<string, unknown>)[0];
  const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  // A list's total rides on its page as an uncorrelated subquery (`totalColumn`): an InitPlan.
  const inCount = new Set(
    nodesOf(explained.Plan)
      .filter((node) => node['Parent Relationship'] === 'InitPlan')
      .flatMap(nodesOf),
  );
  return nodesOf(explained.Plan).flatMap((node) => {
    if (node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? ''))
      return [`seq scan of ${node['Relation Name']}${inCount.has(node) ? ' in the count' : ''}`];
    if (node['Node Type'].endsWith('Sort') && node['Plan Rows'] > maxPageSize)
      return [`${node['Node Type']} of ${node['Plan Rows']} rows`];
    return [];
  });
}

/**
 * How many rows the query's window functions went through when run (EXPLAIN ANALYZE): a running
 * sum that streams stops at the page, one over the whole history does not.
 */
export async function windowInputRows(db: Db, query: SentQuery): Promise<number> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
  const cell = Object.values(rows[0] as Record<string, unknown>)[0];
  const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: AnalyzedNode }];
  const windows = nodesOf(explained.Plan).filter((node) => node['Node Type'] === 'WindowAgg');
  if (windows.length === 0) throw new Error('the query has no window function');
  return Math.max(
    ...windows.map((node) => (node as AnalyzedNode)['Actual Rows'] * (node as AnalyzedNode)['Actual Loops']),
  );
}

interface AnalyzedNode extends PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
}
