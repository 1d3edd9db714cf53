import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@verba/db';
import type { RoleSlug } from '@verba/domain';
import type { Actor } from '../deps';
import { planProblems, queriesSentBy } from './query-plans';

/**
 * Shared set-up of the list plan tests (issue 13): a company holding 10,000 rows of a list among
 * three other companies of 30,000 each (one tenant among many), seeded with INSERT … SELECT
 * generate_series so a test file seeds in seconds.
 */
export const companyRows = 10_000;
export const otherCompanyRows = 30_000;
export const otherCompanies = 3;

/** An actor of `user`'s company, as the HTTP layer builds it. */
export function planActor(
  user: { id: string; companyId: string },
  { role = 'manager', isStaff = false }: { role?: RoleSlug; isStaff?: boolean } = {},
): Actor {
  return {
    userId: user.id,
    companyId: user.companyId,
    role,
    isStaff,
    tokenId: user.id,
    impersonatorUserId: null,
    language: 'pt_BR',
  };
}

/**
 * Autovacuum racing the test's own VACUUM leaves pages not all-visible, and the plans would then
 * depend on its timing: off for every table the test writes, as an autoanalyze of any of them
 * holds back what VACUUM may mark all-visible in the others.
 */
export async function withoutAutovacuum(db: Db, tables: string[]) {
  for (const table of tables)
    await queryRows(db, sql`ALTER TABLE ${sql.identifier(table)} SET (autovacuum_enabled = off)`);
}

/**
 * Frozen and analysed, so index-only scans see all-visible pages and the planner real counts.
 * A snapshot another backend holds meanwhile (an autoanalyze of the new database's catalogs)
 * keeps VACUUM from marking pages all-visible, and the plans would then flip with its timing:
 * vacuumed again until every page of the tables is all-visible.
 */
export async function vacuumAnalyze(db: Db, tables: string[]) {
  const names = sql.join(
    tables.map((t) => sql.identifier(t)),
    sql`, `,
  );
  for (let attempt = 0; ; attempt++) {
    await queryRows(db, sql`VACUUM (FREEZE, ANALYZE) ${names}`);
    const [visible] = await queryRows<{ all: boolean }>(
      db,
      sql`SELECT bool_and(relallvisible >= relpages) AS all FROM pg_class
          WHERE relname IN (${sql.join(
            tables.map((t) => sql`${t}`),
            sql`, `,
          )}) AND relkind = 'r'`,
    );
    if (visible?.all) return;
    if (attempt === 20) throw new Error(`VACUUM left pages of ${tables.join(', ')} not all-visible`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One advertiser of the company, its id. */
export async function seedAdvertiser(db: Db, companyId: string): Promise<string> {
  const [advertiser] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
        VALUES (${companyId}, 'Anunciante', 'Anunciante', 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
  );
  return advertiser!.id;
}

/** Each query `run` sends, with what is wrong with its plan (planProblems); none is sent empty. */
export async function listPlanProblems(db: Db, run: () => Promise<unknown>, tables: string[]) {
  const sent = await queriesSentBy(db, run);
  if (sent.length === 0) throw new Error('the use case sent no query');
  return Promise.all(
    sent.map(async (query) => ({ query: query.text, problems: await planProblems(db, query, tables) })),
  );
}

/** The queries of `listPlanProblems` that have a problem (an empty list when every plan is right). */
export async function badListPlans(db: Db, run: () => Promise<unknown>, tables: string[]) {
  return (await listPlanProblems(db, run, tables)).filter((plan) => plan.problems.length > 0);
}
