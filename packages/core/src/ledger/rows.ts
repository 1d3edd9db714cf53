import { sql } from 'drizzle-orm';
import type { Currency } from '@verba/domain';
import type {
  LedgerAccount,
  LedgerAccountType,
  LedgerReservation,
  LedgerTransfer,
  LedgerTransferKind,
  LedgerReference,
} from './types';

/**
 * Raw-row mapping shared by the ledger queries. Amounts are selected as text and timestamps as
 * ISO strings so PGlite and node-postgres return the same shapes (PGlite turns int8 into a
 * JavaScript number, which would lose precision).
 */
export const accountColumns = sql.raw(
  `a.id, a.type, a.owner_type, a.owner_id, a.currency, a.allow_negative, a.balance::text AS balance`,
);

export interface AccountRow {
  id: string;
  type: LedgerAccountType;
  owner_type: string | null;
  owner_id: string | null;
  currency: Currency;
  allow_negative: boolean;
  balance: string | null;
}

export const referenceOf = (type: string | null, id: string | null): LedgerReference | null =>
  type !== null && id !== null ? { type, id } : null;

export const toAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  type: row.type,
  owner: referenceOf(row.owner_type, row.owner_id),
  currency: row.currency,
  allowNegative: row.allow_negative,
  balance: row.balance === null ? null : BigInt(row.balance),
});

export const reservationColumns = sql.raw(
  `r.id, r.idempotency_key, r.account_id, r.wallet_account_id, r.currency, r.amount::text AS amount,
   r.posted::text AS posted, r.released::text AS released, r.status, r.reference_type, r.reference_id,
   to_json(r.created_at) #>> '{}' AS created_at, to_json(r.resolved_at) #>> '{}' AS resolved_at`,
);

export interface ReservationRow {
  id: string;
  idempotency_key: string;
  account_id: string;
  wallet_account_id: string;
  currency: Currency;
  amount: string;
  posted: string;
  released: string;
  status: 'open' | 'resolved';
  reference_type: string;
  reference_id: string;
  created_at: string;
  resolved_at: string | null;
}

export function toReservation(row: ReservationRow): LedgerReservation {
  const amount = BigInt(row.amount);
  const posted = BigInt(row.posted);
  const released = BigInt(row.released);
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    accountId: row.account_id,
    walletAccountId: row.wallet_account_id,
    currency: row.currency,
    amount,
    posted,
    released,
    remaining: amount - posted - released,
    status: row.status,
    reference: { type: row.reference_type, id: row.reference_id },
    createdAt: new Date(row.created_at),
    resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
  };
}

export interface TransferRow {
  id: string;
  idempotency_key: string;
  from_account_id: string;
  to_account_id: string;
  amount: string;
  currency: Currency;
  kind: LedgerTransferKind;
  reference_type: string | null;
  reference_id: string | null;
  created_at: string;
}

export const transferColumns = sql.raw(
  `t.id::text AS id, t.idempotency_key, t.from_account_id, t.to_account_id, t.amount::text AS amount, t.currency,
   t.kind, t.reference_type, t.reference_id, to_json(t.created_at) #>> '{}' AS created_at`,
);

export const toTransfer = (row: TransferRow, replayed: boolean): LedgerTransfer => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  fromAccountId: row.from_account_id,
  toAccountId: row.to_account_id,
  amount: BigInt(row.amount),
  currency: row.currency,
  kind: row.kind,
  reference: referenceOf(row.reference_type, row.reference_id),
  createdAt: new Date(row.created_at),
  replayed,
});
