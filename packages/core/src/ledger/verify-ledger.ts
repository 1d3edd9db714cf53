import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { externalAccountTypes } from './types';

export type LedgerViolationCode =
  | 'BALANCE_MISMATCH'
  | 'CACHE_POLICY'
  | 'NEGATIVE_BALANCE'
  | 'NEGATIVE_NOT_ALLOWED_FOR_TYPE'
  | 'CURRENCY_NOT_BALANCED'
  | 'TRANSFER_CURRENCY_MISMATCH'
  | 'TRANSFER_SAME_ACCOUNT'
  | 'TRANSFER_NOT_POSITIVE'
  | 'RESERVATION_OVERCOMMITTED'
  | 'RESERVATION_UNACCOUNTED'
  | 'RESERVATION_TRANSFERS_MISMATCH'
  | 'RESERVATION_ACCOUNT_MISMATCH'
  | 'CASHBACK_HOLD_UNACCOUNTED';

export interface LedgerViolation {
  code: LedgerViolationCode;
  /** Operator-facing explanation with the figures involved. */
  message: string;
  subject: string;
}

interface Check {
  code: LedgerViolationCode;
  query: SQL;
}

const external = sql.join(
  externalAccountTypes.map((type) => sql`${type}`),
  sql`, `,
);

/** Every account's balance recomputed from the transfers (absent: no transfer yet), once per run. */
const computedBalances = sql`flows AS (
                 SELECT to_account_id AS id, amount AS delta FROM ledger_transfers
                 UNION ALL SELECT from_account_id, -amount FROM ledger_transfers
               ), computed AS (SELECT id, sum(delta) AS balance FROM flows GROUP BY id)`;

// Each query returns (subject, message) rows, one per violation; `computed` is in scope.
const checks: Check[] = [
  {
    code: 'BALANCE_MISMATCH',
    query: sql`SELECT a.id::text AS subject,
                      format('account %s (%s) caches %s but its transfers sum to %s', a.id, a.type, a.balance, coalesce(c.balance, 0)) AS message
               FROM ledger_accounts a LEFT JOIN computed c ON c.id = a.id
               WHERE a.balance <> coalesce(c.balance, 0)`,
  },
  {
    code: 'CACHE_POLICY',
    query: sql`SELECT a.id::text AS subject,
                      format('account %s (%s) %s a cached balance', a.id, a.type, CASE WHEN a.allow_negative THEN 'is external but has' ELSE 'has no' END) AS message
               FROM ledger_accounts a WHERE (a.balance IS NULL) <> a.allow_negative`,
  },
  {
    code: 'NEGATIVE_BALANCE',
    query: sql`SELECT a.id::text AS subject, format('account %s (%s) may not go negative but holds %s', a.id, a.type, a.balance) AS message
               FROM ledger_accounts a WHERE NOT a.allow_negative AND a.balance < 0`,
  },
  {
    code: 'NEGATIVE_NOT_ALLOWED_FOR_TYPE',
    query: sql`SELECT a.id::text AS subject, format('account %s of type %s is allowed to go negative', a.id, a.type) AS message
               FROM ledger_accounts a WHERE a.allow_negative AND a.type NOT IN (${external})`,
  },
  {
    code: 'CURRENCY_NOT_BALANCED',
    query: sql`SELECT a.currency AS subject, format('%s accounts sum to %s instead of 0', a.currency, sum(coalesce(a.balance, c.balance, 0))) AS message
               FROM ledger_accounts a LEFT JOIN computed c ON c.id = a.id
               GROUP BY a.currency HAVING sum(coalesce(a.balance, c.balance, 0)) <> 0`,
  },
  {
    code: 'TRANSFER_CURRENCY_MISMATCH',
    query: sql`SELECT t.id::text AS subject,
                      format('transfer %s in %s moves between %s and %s accounts', t.id, t.currency, f.currency, d.currency) AS message
               FROM ledger_transfers t
               JOIN ledger_accounts f ON f.id = t.from_account_id
               JOIN ledger_accounts d ON d.id = t.to_account_id
               WHERE f.currency <> t.currency OR d.currency <> t.currency`,
  },
  {
    code: 'TRANSFER_SAME_ACCOUNT',
    query: sql`SELECT t.id::text AS subject, format('transfer %s moves from account %s to itself', t.id, t.from_account_id) AS message
               FROM ledger_transfers t WHERE t.from_account_id = t.to_account_id`,
  },
  {
    code: 'TRANSFER_NOT_POSITIVE',
    query: sql`SELECT t.id::text AS subject, format('transfer %s has amount %s', t.id, t.amount) AS message
               FROM ledger_transfers t WHERE t.amount <= 0`,
  },
  {
    code: 'RESERVATION_OVERCOMMITTED',
    query: sql`SELECT r.id::text AS subject,
                      format('reservation %s of %s has %s posted and %s released', r.id, r.amount, r.posted, r.released) AS message
               FROM ledger_reservations r WHERE r.posted < 0 OR r.released < 0 OR r.posted + r.released > r.amount`,
  },
  {
    code: 'RESERVATION_UNACCOUNTED',
    query: sql`SELECT r.id::text AS subject,
                      format('resolved reservation %s of %s accounts for only %s posted + %s released', r.id, r.amount, r.posted, r.released) AS message
               FROM ledger_reservations r WHERE r.status = 'resolved' AND r.posted + r.released <> r.amount`,
  },
  {
    code: 'RESERVATION_TRANSFERS_MISMATCH',
    query: sql`WITH moved AS (
                 SELECT t.reference_id AS id,
                        sum(t.amount) FILTER (WHERE t.kind = 'reservation') AS reserved,
                        -- A channel day restated downwards gives spend back to the open reservation (migration 0050).
                        sum(CASE t.kind WHEN 'spend' THEN t.amount WHEN 'spend_reversal' THEN -t.amount END) AS posted,
                        sum(t.amount) FILTER (WHERE t.kind = 'release') AS released,
                        bool_and(CASE t.kind WHEN 'reservation' THEN t.from_account_id = r.wallet_account_id AND t.to_account_id = r.account_id
                                             WHEN 'spend' THEN t.from_account_id = r.account_id
                                             WHEN 'spend_reversal' THEN t.to_account_id = r.account_id
                                             WHEN 'release' THEN t.from_account_id = r.account_id AND t.to_account_id = r.wallet_account_id
                                             ELSE false END) AS routed
                 FROM ledger_transfers t JOIN ledger_reservations r ON r.id::text = t.reference_id
                 WHERE t.reference_type = 'reservation'
                 GROUP BY t.reference_id
               )
               SELECT r.id::text AS subject,
                      format('reservation %s records %s/%s/%s (reserved/posted/released) but its transfers move %s/%s/%s%s', r.id,
                             r.amount, r.posted, r.released, coalesce(m.reserved, 0), coalesce(m.posted, 0), coalesce(m.released, 0),
                             CASE WHEN coalesce(m.routed, true) THEN '' ELSE ' between the wrong accounts' END) AS message
               FROM ledger_reservations r LEFT JOIN moved m ON m.id = r.id::text
               WHERE coalesce(m.reserved, 0) <> r.amount OR coalesce(m.posted, 0) <> r.posted
                  OR coalesce(m.released, 0) <> r.released OR NOT coalesce(m.routed, true)`,
  },
  {
    code: 'RESERVATION_ACCOUNT_MISMATCH',
    query: sql`WITH held AS (
                 SELECT r.account_id, sum(r.amount - r.posted - r.released) AS remaining
                 FROM ledger_reservations r GROUP BY r.account_id
               )
               SELECT a.id::text AS subject,
                      format('reservation account %s holds %s but its reservations leave %s', a.id, a.balance, coalesce(h.remaining, 0)) AS message
               FROM ledger_accounts a LEFT JOIN held h ON h.account_id = a.id
               WHERE a.type = 'campaign_reservation' AND a.balance <> coalesce(h.remaining, 0)`,
  },
  {
    // Per payment order, a cashback hold receives one bonus credit from bonus expense and lets it
    // go at most once, whole: released to the company wallet of its own owner, or reversed to
    // bonus expense.
    code: 'CASHBACK_HOLD_UNACCOUNTED',
    query: sql`WITH moves AS (
                 SELECT a.id AS account_id, t.reference_id, t.kind, t.amount, t.to_account_id = a.id AS incoming,
                        o.type AS other_type, o.owner_type = a.owner_type AND o.owner_id = a.owner_id AS same_owner
                 FROM ledger_accounts a
                 JOIN ledger_transfers t ON t.to_account_id = a.id OR t.from_account_id = a.id
                 JOIN ledger_accounts o ON o.id = CASE WHEN t.to_account_id = a.id THEN t.from_account_id ELSE t.to_account_id END
                 WHERE a.type = 'cashback_hold'
               ), per_order AS (
                 SELECT account_id, reference_id,
                        count(*) FILTER (WHERE incoming) AS credits, count(*) FILTER (WHERE NOT incoming) AS debits,
                        coalesce(sum(amount) FILTER (WHERE incoming), 0) AS credited,
                        coalesce(sum(amount) FILTER (WHERE NOT incoming), 0) AS taken,
                        bool_and(CASE WHEN incoming THEN kind = 'bonus_credit' AND other_type = 'bonus_expense'
                                      WHEN kind = 'cashback_release' THEN other_type = 'company_wallet' AND same_owner
                                      ELSE kind = 'bonus_reversal' AND other_type = 'bonus_expense' END) AS routed
                 FROM moves GROUP BY account_id, reference_id
               )
               SELECT account_id::text AS subject,
                      format('cashback hold %s for %s received %s credit(s) of %s and let %s go in %s transfer(s)%s', account_id,
                             coalesce(reference_id, 'no reference'), credits, credited, taken, debits,
                             CASE WHEN routed THEN '' ELSE ' between the wrong accounts' END) AS message
               FROM per_order
               WHERE reference_id IS NULL OR credits <> 1 OR debits > 1 OR (debits = 1 AND taken <> credited) OR NOT routed`,
  },
];

const report = sql.join(
  checks.map(
    (check) => sql`SELECT ${check.code}::text AS code, v.subject, v.message FROM (${check.query}) v`,
  ),
  sql` UNION ALL `,
);

/**
 * Recomputes every balance from the transfers and checks every ledger invariant. All checks run as
 * one statement, so they see one consistent snapshot even while others write. Returns the
 * violations; an empty list means the ledger is sound.
 */
export async function verifyLedger({ db }: { db: DbOrTx }): Promise<LedgerViolation[]> {
  return queryRows<LedgerViolation>(
    db,
    sql`WITH ${computedBalances} SELECT r.code, r.subject, r.message FROM (${report}) r`,
  );
}
