import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@verba/db';

/**
 * The company's next NFS-e number, in the caller's transaction. The upsert locks the company's
 * sequence row until commit, so concurrent issues for one company queue one after the other, and
 * a rolled-back issue gives its number back: numbers have no gaps and no repeats.
 */
export async function nextNfseNumber({ tx, companyId }: { tx: Tx; companyId: string }): Promise<bigint> {
  const [row] = await queryRows<{ last_number: string }>(
    tx,
    sql`INSERT INTO nfse_number_sequences (company_id, last_number) VALUES (${companyId}, 1)
        ON CONFLICT (company_id) DO UPDATE SET last_number = nfse_number_sequences.last_number + 1
        RETURNING last_number::text`,
  );
  return BigInt(row!.last_number);
}
