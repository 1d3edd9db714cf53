-- Bank accounts (spec §3): where a company's withdrawals go. Legal-entity accounts held under the
-- company's own CNPJ (spec §5); at most one main account per company (withdrawals go there).
CREATE TABLE bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  bank_code text NOT NULL CHECK (bank_code ~ '^\d{3}$'),
  agency text NOT NULL CHECK (agency ~ '^\d{1,5}$'),
  agency_digit text NOT NULL DEFAULT '' CHECK (agency_digit ~ '^[0-9X]?$'),
  account text NOT NULL CHECK (account ~ '^\d{1,13}$'),
  account_digit text NOT NULL CHECK (account_digit ~ '^[0-9XP]{1,2}$'),
  type text NOT NULL CHECK (type IN ('current', 'savings')),
  category text NOT NULL DEFAULT 'legal_entity' CHECK (category = 'legal_entity'),
  holder_document text NOT NULL,
  holder_name text NOT NULL,
  is_main boolean NOT NULL DEFAULT false,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX bank_accounts_one_main ON bank_accounts (company_id) WHERE is_main;
-- The same account twice is a mistake; leading zeros are not part of an account's identity.
CREATE UNIQUE INDEX bank_accounts_identity ON bank_accounts (
  company_id, bank_code, ltrim(agency, '0'), ltrim(account, '0'), account_digit
);

-- Withdrawals (spec §3, §9): from the company wallet to the main bank account, R$ 3,67 fee,
-- settled on `settlement_date` by a payout rail. The money moves in the ledger (kinds withdrawal,
-- withdrawal_fee, payout_settlement, failed_transfer_fund); this row is the request and its status.
CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  -- The account may be deleted later; `destination` keeps where the money went.
  bank_account_id uuid REFERENCES bank_accounts(id) ON DELETE SET NULL,
  destination jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  currency text NOT NULL DEFAULT 'BRL' CHECK (currency = 'BRL'),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processing', 'paid', 'failed')),
  settlement_date date NOT NULL,
  rail text NOT NULL,
  rail_reference text,
  failure_reason text,
  requested_by_user_id uuid REFERENCES users(id),
  requested_at timestamptz NOT NULL,
  processing_at timestamptz,
  paid_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawals_paid_at CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CONSTRAINT withdrawals_failed_at CHECK ((status = 'failed') = (failed_at IS NOT NULL))
);
CREATE INDEX withdrawals_company_requested ON withdrawals (company_id, requested_at DESC, id DESC);
