import { desc, eq, inArray } from 'drizzle-orm';
import { bankAccounts } from '@verba/db';
import type { z } from '@verba/domain';
import type { pageQuerySchema } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toBankAccountView } from './bank-account-view';
import { pageMeta, idsPage, totalColumn, totalOf } from '../paging';

/** The company's bank accounts, the main one first, then newest first; paged. */
export async function listBankAccounts({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: z.output<typeof pageQuerySchema>;
}) {
  const where = eq(bankAccounts.companyId, actor.companyId);
  const order = [desc(bankAccounts.isMain), desc(bankAccounts.createdAt), desc(bankAccounts.id)];
  const { pageIds, counted } = idsPage({
    db: deps.db,
    table: bankAccounts,
    id: bankAccounts.id,
    where,
    order,
    page: query.page,
    perPage: query.per_page,
  });
  const rows = await deps.db
    .select({ account: bankAccounts, total: totalColumn(counted) })
    .from(bankAccounts)
    .where(inArray(bankAccounts.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  return {
    data: rows.map((row) => toBankAccountView(row.account)),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
