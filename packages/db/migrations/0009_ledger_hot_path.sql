-- The ledger's hot path, made cheaper without dropping a rule (issue 3's benchmark target).
--
-- 1. External accounts (gateway clearing, bank, revenue, fees, bonus expense, chargeback
--    receivable) no longer cache a balance. They may go negative, so no transfer ever needs their
--    balance to decide anything, yet every payment, refund, fee and payout updated the same few rows
--    (one gateway clearing account per currency), and every writer of the platform queued on that
--    row's lock. Their balance is now NULL and computed from the transfers when someone asks for it
--    (balanceOf, verifyLedger). Wallets, reservations and payouts in transit keep the guarded cache.
ALTER TABLE ledger_accounts ALTER COLUMN balance DROP NOT NULL, ALTER COLUMN balance DROP DEFAULT;
UPDATE ledger_accounts SET balance = NULL WHERE allow_negative;

-- 2. The same rules, enforced where PostgreSQL checks them cheaply. A table CHECK constraint is
--    re-read from its stored form by every statement that inserts or updates a row (each statement of ledger_transfer() is one), and every CHECK of a table runs on
--    every UPDATE, even when only `balance` changed: measured ~18 µs per balance UPDATE and per
--    transfer INSERT. So:
--    - single-column rules become domains, whose checks each connection compiles once and runs only
--      when a value is written to such a column;
--    - the account type and its right to go negative become a foreign key to a small table of types,
--      which PostgreSQL skips on an UPDATE that leaves both columns unchanged (accounts' identity is
--      immutable anyway, see 0002);
--    - what is left (two pairs of columns that must be NULL together) is one small CHECK.
CREATE DOMAIN ledger_currency AS text CHECK (VALUE = ANY ('{BRL,EUR,USD}'::text[]));
CREATE DOMAIN ledger_transfer_kind AS text CHECK (VALUE = ANY ('{payment_credit,bonus_credit,bonus_reversal,symbolic_credit,reservation,spend,release,withdrawal,withdrawal_fee,payout_settlement,failed_transfer_fund,refund,chargeback,chargeback_recovery,checkout,adjustment}'::text[]));
CREATE DOMAIN ledger_transfer_amount AS bigint CHECK (VALUE > 0);
-- A cached balance (wallets, reservations, payouts in transit) never goes below zero; external
-- accounts cache none (NULL).
CREATE DOMAIN ledger_cached_balance AS bigint CHECK (VALUE >= 0);

-- Account types; `external` ones (outside the platform's liabilities) may go negative (DESIGN §5).
CREATE TABLE ledger_account_types (
  type text PRIMARY KEY,
  external boolean NOT NULL,
  UNIQUE (type, external)
);
INSERT INTO ledger_account_types (type, external) VALUES
  ('advertiser_wallet', false), ('company_wallet', false), ('campaign_reservation', false),
  ('payout_in_transit', false), ('gateway_clearing', true), ('platform_revenue', true), ('fees', true),
  ('bonus_expense', true), ('chargeback_receivable', true), ('bank', true);

-- The identity trigger names `currency`, which must not be referenced while its type changes.
DROP TRIGGER ledger_accounts_identity_immutable ON ledger_accounts;
ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_type_check,
  DROP CONSTRAINT ledger_accounts_currency_check,
  DROP CONSTRAINT ledger_accounts_negative_only_external,
  DROP CONSTRAINT ledger_accounts_non_negative,
  DROP CONSTRAINT ledger_accounts_owner_pair,
  ALTER COLUMN currency TYPE ledger_currency,
  ALTER COLUMN balance TYPE ledger_cached_balance,
  ADD CONSTRAINT ledger_accounts_type_fkey FOREIGN KEY (type, allow_negative) REFERENCES ledger_account_types (type, external),
  ADD CONSTRAINT ledger_accounts_shape CHECK ((owner_type IS NULL) = (owner_id IS NULL) AND (balance IS NULL) = allow_negative);
CREATE TRIGGER ledger_accounts_identity_immutable BEFORE UPDATE OF id, type, owner_type, owner_id, currency, allow_negative
  ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

ALTER TABLE ledger_transfers
  DROP CONSTRAINT ledger_transfers_currency_check,
  DROP CONSTRAINT ledger_transfers_kind_check,
  DROP CONSTRAINT ledger_transfers_amount_check,
  ALTER COLUMN currency TYPE ledger_currency,
  ALTER COLUMN kind TYPE ledger_transfer_kind,
  ALTER COLUMN amount TYPE ledger_transfer_amount;

-- 3. The foreign keys of a transfer are checked at commit instead of at the end of the INSERT, so
--    ledger_transfer() can insert the transfer before it moves (and row-locks) the balances: a hot
--    wallet's lock is then held for its UPDATE and the commit only, not while the transfer row and
--    its four index entries are written. Checked at commit, the keys find the moved accounts
--    already locked by this transaction (checking them earlier, on a row another writer holds,
--    made a multixact per transfer: ×6 slower with 32 writers on one wallet).
ALTER TABLE ledger_transfers
  ALTER CONSTRAINT ledger_transfers_from_account_id_fkey DEFERRABLE INITIALLY DEFERRED,
  ALTER CONSTRAINT ledger_transfers_to_account_id_fkey DEFERRABLE INITIALLY DEFERRED;

-- 4. ledger_transfer(): same contract, errors and lock order (accounts with a cached balance, by
--    id) as 0008. Only accounts with a cached balance are updated, and so row-locked; both accounts
--    are first read in one statement (currency and cached-ness never change: identity columns are
--    immutable, and the shape CHECK ties a NULL balance to allow_negative). The transfer is
--    inserted first: a taken key is a replay (or a race) and nothing has moved yet; insufficient
--    funds raise VL001 after the insert, and the error rolls the insert back with the statement.
DROP FUNCTION ledger_transfer(text, uuid, uuid, bigint, text, text, text, jsonb);
CREATE FUNCTION ledger_transfer(
  p_key text, p_from uuid, p_to uuid, p_amount bigint, p_kind text,
  p_reference_type text, p_reference_id text, p_metadata jsonb,
  OUT transfer_id bigint, OUT currency text, OUT created_at timestamptz, OUT replayed boolean
)
LANGUAGE plpgsql AS $$
DECLARE
  v_existing ledger_transfers%ROWTYPE;
  v_from_currency text;
  v_to_currency text;
  v_from_cached boolean;
  v_to_cached boolean;
BEGIN
  SELECT f.currency, f.balance IS NOT NULL, t.currency, t.balance IS NOT NULL
    INTO v_from_currency, v_from_cached, v_to_currency, v_to_cached
    FROM ledger_accounts f, ledger_accounts t WHERE f.id = p_from AND t.id = p_to;
  IF v_from_currency = v_to_currency THEN
    INSERT INTO ledger_transfers AS t (idempotency_key, from_account_id, to_account_id, amount, currency, kind, reference_type, reference_id, metadata)
    VALUES (p_key, p_from, p_to, p_amount, v_from_currency, p_kind, p_reference_type, p_reference_id, coalesce(p_metadata, '{}'))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING t.id, t.created_at INTO transfer_id, created_at;
    IF transfer_id IS NOT NULL THEN
      IF v_to_cached AND p_to < p_from THEN
        UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to;
      END IF;
      IF v_from_cached THEN
        UPDATE ledger_accounts a SET balance = a.balance - p_amount WHERE a.id = p_from AND a.balance >= p_amount;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'insufficient funds in ledger account %', p_from USING ERRCODE = 'VL001';
        END IF;
      END IF;
      IF v_to_cached AND p_to > p_from THEN
        UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to;
      END IF;
      currency := v_from_currency;
      replayed := false;
      RETURN;
    END IF;
  END IF;

  -- Not booked: the key is taken (a replay, which wins over every other error) or a check failed.
  SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    IF v_existing.from_account_id <> p_from OR v_existing.to_account_id <> p_to OR v_existing.amount <> p_amount
       OR v_existing.kind <> p_kind OR v_existing.reference_type IS DISTINCT FROM p_reference_type
       OR v_existing.reference_id IS DISTINCT FROM p_reference_id THEN
      RAISE EXCEPTION 'idempotency key % reused with different content', p_key USING ERRCODE = 'VL002';
    END IF;
    transfer_id := v_existing.id; currency := v_existing.currency; created_at := v_existing.created_at; replayed := true;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p_from) THEN
    RAISE EXCEPTION 'ledger account % not found', p_from USING ERRCODE = 'VL004';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p_to) THEN
    RAISE EXCEPTION 'ledger account % not found', p_to USING ERRCODE = 'VL004';
  END IF;
  IF v_to_currency <> v_from_currency THEN
    RAISE EXCEPTION 'ledger transfer between % and % accounts', v_from_currency, v_to_currency USING ERRCODE = 'VL003';
  END IF;
  -- The key was taken by a transaction that rolled back after this one waited for it.
  RAISE EXCEPTION 'a concurrent transfer took idempotency key %', p_key USING ERRCODE = '40001';
END
$$;
