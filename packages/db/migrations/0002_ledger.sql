-- Double-entry ledger (DESIGN §5): the only source of balances.
-- An account's balance is the sum of the transfers into it minus the sum of the transfers out of
-- it, so all accounts of a currency always sum to zero. Only external accounts may go negative.

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN (
    'advertiser_wallet', 'company_wallet', 'campaign_reservation', 'gateway_clearing',
    'payout_in_transit', 'platform_revenue', 'fees', 'bonus_expense', 'chargeback_receivable', 'bank'
  )),
  owner_type text,
  owner_id text,
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  allow_negative boolean NOT NULL DEFAULT false,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner_pair CHECK ((owner_type IS NULL) = (owner_id IS NULL)),
  CONSTRAINT ledger_accounts_negative_only_external CHECK (
    NOT allow_negative OR type IN ('gateway_clearing', 'platform_revenue', 'fees', 'bonus_expense', 'chargeback_receivable', 'bank')
  ),
  CONSTRAINT ledger_accounts_non_negative CHECK (allow_negative OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_identity ON ledger_accounts (type, owner_type, owner_id, currency) NULLS NOT DISTINCT;
CREATE INDEX ledger_accounts_owner ON ledger_accounts (owner_type, owner_id) WHERE owner_id IS NOT NULL;

-- Transfers are facts: never updated, never deleted. A correction is a new transfer.
CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  from_account_id uuid NOT NULL REFERENCES ledger_accounts(id),
  to_account_id uuid NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  kind text NOT NULL CHECK (kind IN (
    'payment_credit', 'bonus_credit', 'symbolic_credit', 'reservation', 'spend', 'release',
    'withdrawal', 'withdrawal_fee', 'payout_settlement', 'failed_transfer_fund', 'refund',
    'chargeback', 'chargeback_recovery', 'checkout', 'adjustment'
  )),
  reference_type text,
  reference_id text,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_distinct_accounts CHECK (from_account_id <> to_account_id)
);
CREATE INDEX ledger_transfers_from ON ledger_transfers (from_account_id, id);
CREATE INDEX ledger_transfers_to ON ledger_transfers (to_account_id, id);

CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % rows are immutable (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'VL900';
END
$$;

CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
-- Only the cached balance of an account changes; its identity never does, and it is never deleted.
CREATE TRIGGER ledger_accounts_identity_immutable BEFORE UPDATE OF id, type, owner_type, owner_id, currency, allow_negative
  ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();

-- Two-phase budgets: `amount` moved from the wallet into the reservation account; spend is posted
-- from it, and the rest is released back to the wallet exactly once (status resolved).
CREATE TABLE ledger_reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE,
  account_id uuid NOT NULL REFERENCES ledger_accounts(id),
  wallet_account_id uuid NOT NULL REFERENCES ledger_accounts(id),
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  amount bigint NOT NULL CHECK (amount > 0),
  posted bigint NOT NULL DEFAULT 0 CHECK (posted >= 0),
  released bigint NOT NULL DEFAULT 0 CHECK (released >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  reference_type text NOT NULL,
  reference_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT ledger_reservations_within_amount CHECK (posted + released <= amount),
  CONSTRAINT ledger_reservations_resolved_accounted CHECK (
    (status = 'open' AND resolved_at IS NULL) OR (status = 'resolved' AND resolved_at IS NOT NULL AND posted + released = amount)
  )
);
CREATE INDEX ledger_reservations_reference ON ledger_reservations (reference_type, reference_id);
CREATE INDEX ledger_reservations_wallet ON ledger_reservations (wallet_account_id) WHERE status = 'open';

-- One transfer in one round trip. Idempotent on p_key: the same key with the same content returns
-- the stored transfer (replayed = true); with other content it raises VL002.
-- Concurrency: the debited account is decremented by a guarded UPDATE (… WHERE allow_negative OR
-- balance >= amount). UPDATE takes the row lock and, under READ COMMITTED, re-evaluates the guard
-- on the newest committed row, so concurrent writers on one wallet queue on its row and none can
-- overdraw it or lose another's update. The two rows are locked in one global order (by id) so two
-- transfers never deadlock each other. The rows are locked before the transfer is inserted, so the
-- foreign-key checks of the insert find them already locked by this transaction (no extra shared
-- row locks on hot accounts). Two transactions racing on one new key: the loser finds the key
-- taken at insert time and raises 40001, and its retry returns the winner's transfer.
-- Errors: VL001 insufficient funds, VL002 idempotency key reused, VL003 currency mismatch,
-- VL004 account not found, 40001 lost an idempotency-key race (retry).
CREATE FUNCTION ledger_transfer(
  p_key text, p_from uuid, p_to uuid, p_amount bigint, p_kind text,
  p_reference_type text, p_reference_id text, p_metadata jsonb
) RETURNS TABLE (transfer_id bigint, currency text, created_at timestamptz, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_existing ledger_transfers%ROWTYPE;
  v_from_currency text;
  v_to_currency text;
  v_id bigint;
  v_created_at timestamptz;
BEGIN
  SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    IF v_existing.from_account_id <> p_from OR v_existing.to_account_id <> p_to OR v_existing.amount <> p_amount
       OR v_existing.kind <> p_kind OR v_existing.reference_type IS DISTINCT FROM p_reference_type
       OR v_existing.reference_id IS DISTINCT FROM p_reference_id THEN
      RAISE EXCEPTION 'idempotency key % reused with different content', p_key USING ERRCODE = 'VL002';
    END IF;
    RETURN QUERY SELECT v_existing.id, v_existing.currency, v_existing.created_at, true;
    RETURN;
  END IF;

  IF p_to < p_from THEN
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to RETURNING a.currency INTO v_to_currency;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance - p_amount
    WHERE a.id = p_from AND (a.allow_negative OR a.balance >= p_amount) RETURNING a.currency INTO v_from_currency;
  IF v_from_currency IS NULL THEN
    IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p_from) THEN
      RAISE EXCEPTION 'insufficient funds in ledger account %', p_from USING ERRCODE = 'VL001';
    END IF;
    RAISE EXCEPTION 'ledger account % not found', p_from USING ERRCODE = 'VL004';
  END IF;
  IF p_to > p_from THEN
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to RETURNING a.currency INTO v_to_currency;
  END IF;
  IF v_to_currency IS NULL THEN
    RAISE EXCEPTION 'ledger account % not found', p_to USING ERRCODE = 'VL004';
  END IF;
  IF v_to_currency <> v_from_currency THEN
    RAISE EXCEPTION 'ledger transfer between % and % accounts', v_from_currency, v_to_currency USING ERRCODE = 'VL003';
  END IF;

  INSERT INTO ledger_transfers AS t (idempotency_key, from_account_id, to_account_id, amount, currency, kind, reference_type, reference_id, metadata)
  VALUES (p_key, p_from, p_to, p_amount, v_from_currency, p_kind, p_reference_type, p_reference_id, coalesce(p_metadata, '{}'))
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING t.id, t.created_at INTO v_id, v_created_at;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'a concurrent transfer took idempotency key %', p_key USING ERRCODE = '40001';
  END IF;

  RETURN QUERY SELECT v_id, v_from_currency, v_created_at, false;
END
$$;
