import { count, desc, eq } from 'drizzle-orm';
import { bankAccounts } from '@verba/db';
import type { z } from '@verba/domain';
import type { pageQuerySchema } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toBankAccountView } from './bank-account-view';
import { pageMeta } from '../paging';

/** The company's bank accounts, the main one first, then newest first; paged. */
export async function listBankAccounts({ deps, actor, query }: { deps: Deps; actor: Actor; query: z.output<typeof pageQuerySchema> }) {
  const where = eq(bankAccounts.companyId, actor.companyId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(bankAccounts)
      .where(where)
      .orderBy(desc(bankAccounts.isMain), desc(bankAccounts.createdAt), desc(bankAccounts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ total: count() }).from(bankAccounts).where(where),
  ]);
  return {
    data: rows.map(toBankAccountView),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
  };
}
