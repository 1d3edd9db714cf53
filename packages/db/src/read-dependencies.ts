import { AsyncLocalStorage } from 'node:async_hooks';

/** A statement as the driver received it. */
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const recording = new AsyncLocalStorage<RecordedStatement[]>();

/** The drizzle logger that feeds `recordStatements`; a no-op unless a recording is running. */
export const statementRecorder = {
  logQuery(sql: string, params: unknown[]) {
    recording.getStore()?.push({ sql, params });
  },
};

/** Runs `work`, collecting every statement it sends through a database made by `createDatabase`. */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const result = await recording.run(statements, work);
  return { result, statements };
}

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const relationsOfPlan = (node: PlanNode, into: Set<string>) => {
  if (node['Relation Name']) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relationsOfPlan(child, into);
};

/**
 * Every table the statements read, from their plans (`EXPLAIN` with their own parameters): the
 * truth a cached read's declared tables are checked against. Relations read inside functions do
 * not show in a plan; cached reads call none.
 */
export async function relationsRead(
  query: RawQuery,
  statements: readonly RecordedStatement[],
): Promise<Set<string>> {
  const relations = new Set<string>();
  for (const statement of statements) {
    const { rows } = await query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
    const raw = Object.values(rows[0] ?? {})[0];
    const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    for (const plan of plans) relationsOfPlan(plan.Plan, relations);
  }
  return relations;
}

/** The tables whose writes notify `tableChangesChannel` (migration 0038's `note_table_change`). */
export async function tablesNotingChanges(query: RawQuery): Promise<Set<string>> {
  const { rows } = await query(
    `SELECT c.relname AS name FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'note_table_change' AND t.tgenabled <> 'D'`,
    [],
  );
  return new Set(rows.map((row) => String(row.name)));
}
