import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@verba/db';
import { ensureAccount } from '@verba/core/ledger/ensure-account';
import { depositInstructions, sandboxReceivingAccount } from '@verba/core/gateways/deposit-instructions';
import { manualGatewayName } from '@verba/core/gateways/manual/manual-gateway';

export interface SeededLists {
  /** The advertiser wallet whose statement holds `entries` entries. */
  walletId: string;
}

/**
 * The company's other lists at the sizes of issue 13, written in bulk: `advertisers` advertisers,
 * `orders` payment orders spread over them — DEPOSIT orders with the instructions live mode's manual
 * gateway writes (the only orders the bench's live mode takes), so they answer the declared schema —
 * and one advertiser wallet of `entries` credits booked through ledger_transfer() (so balances and
 * invariants are real).
 */
export async function seedLists(
  db: Db,
  {
    companyId,
    advertisers,
    orders,
    entries,
  }: { companyId: string; advertisers: number; orders: number; entries: number },
): Promise<SeededLists> {
  await queryRows(
    db,
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name, created_at)
        SELECT ${companyId}, 'Anunciante ' || g, 'Anunciante ' || g, 'https://example.com', 'BRL', '52998224725', 'CPF', 'Dona Bench',
               now() - g * interval '1 minute'
        FROM generate_series(1, ${advertisers}) g`,
  );
  // One order's instructions; each order's own `reference` (its public id's start) is set below.
  const deposit = depositInstructions(
    { id: '', publicId: 'bench', amount: 100000n, currency: 'BRL', method: 'DEPOSIT' },
    new Date(),
    { ...sandboxReceivingAccount, pix_key: undefined },
  );
  await queryRows(
    db,
    sql`INSERT INTO payment_orders (public_id, company_id, advertiser_id, amount, currency, method, gateway, instructions, expires_at, created_at)
        SELECT o.public_id, ${companyId}, a.ids[1 + g % cardinality(a.ids)], 100000, 'BRL', 'DEPOSIT', ${manualGatewayName},
               ${JSON.stringify(deposit.instructions)}::jsonb || jsonb_build_object('reference', upper(substr(o.public_id, 1, 8))),
               ${deposit.expiresAt.toISOString()}::timestamptz, now() - g * interval '10 seconds'
        FROM generate_series(1, ${orders}) g,
             LATERAL (SELECT substr(md5('bench-order-' || g), 1, 22) AS public_id) o,
             (SELECT array_agg(id) AS ids FROM advertisers WHERE company_id = ${companyId}) a`,
  );
  const [first] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM advertisers WHERE company_id = ${companyId} ORDER BY created_at DESC LIMIT 1`,
  );
  const wallet = await ensureAccount({
    db,
    type: 'advertiser_wallet',
    owner: { type: 'advertiser', id: first!.id },
    currency: 'BRL',
  });
  const clearing = await ensureAccount({ db, type: 'gateway_clearing', currency: 'BRL' });
  await queryRows(
    db,
    sql`SELECT ledger_transfer('bench-entry:' || g, ${clearing.id}::uuid, ${wallet.id}::uuid, 1000, 'payment_credit', 'bench', g::text, '{}'::jsonb)
        FROM generate_series(1, ${entries}) g`,
  );
  return { walletId: wallet.id };
}
