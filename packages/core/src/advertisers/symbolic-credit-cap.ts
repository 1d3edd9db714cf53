import { count, eq } from 'drizzle-orm';
import { advertisers, companies, type Tx } from '@verba/db';

/**
 * Whether the advertiser about to be created is one of the company's first `cap` advertisers, the
 * only ones that receive the symbolic credit (issue 8: unlimited advertisers each brought R$ 1,00).
 * Locks the company row first, so concurrent creations count one after the other and never grant
 * more than `cap` credits. Call it in the creating transaction, before inserting the advertiser.
 */
export async function isWithinSymbolicCreditCap({
  tx,
  companyId,
  cap,
}: {
  tx: Tx;
  companyId: string;
  cap: number;
}): Promise<boolean> {
  if (cap <= 0) return false;
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [existing] = await tx
    .select({ n: count() })
    .from(advertisers)
    .where(eq(advertisers.companyId, companyId));
  return (existing?.n ?? 0) < cap;
}
