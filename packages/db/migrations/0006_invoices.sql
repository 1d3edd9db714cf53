-- Invoices (NFS-e, spec §3, §4, §9): one per paid payment order, issued 30 days after payment
-- unless the company asks earlier. Statuses (spec §4):
--   created  the order was paid; issue scheduled for scheduled_for (paid_at + 30 days)
--   pending  issue requested before that date, queued
--   waiting  sent to the NFS-e issuer, waiting for its answer
--   issued   the issuer numbered it; the PDF is in the blob store under document_key
--   error    the issuer failed (temporary); the job retries, the company may ask again
--   rejected the issuer refused it (e.g. incomplete taker data); the company may ask again
--   canceled the order was refunded or charged back before the invoice was issued
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  payment_order_id uuid NOT NULL UNIQUE REFERENCES payment_orders(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  status text NOT NULL DEFAULT 'created' CHECK (status IN (
    'created', 'pending', 'waiting', 'issued', 'error', 'rejected', 'canceled'
  )),
  issuer text NOT NULL,
  paid_at timestamptz NOT NULL,
  scheduled_for timestamptz NOT NULL,
  requested_at timestamptz,
  requested_by_user_id uuid REFERENCES users(id),
  number bigint,
  verification_code text,
  issued_at timestamptz,
  document_key text,
  failure_reason text,
  attempts integer NOT NULL DEFAULT 0,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_issued_fields CHECK (
    status <> 'issued' OR (number IS NOT NULL AND verification_code IS NOT NULL AND issued_at IS NOT NULL AND document_key IS NOT NULL)
  )
);
CREATE INDEX invoices_company_created ON invoices (company_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX invoices_company_number ON invoices (company_id, number) WHERE number IS NOT NULL;

-- The built-in NFS-e issuer's own register (what a city hall's system keeps): one gap-free
-- number sequence per taker company, and each issued document, once per RPS (our invoice id),
-- so a retried issue returns the same number instead of consuming a new one.
CREATE TABLE nfse_number_sequences (
  company_id uuid PRIMARY KEY REFERENCES companies(id),
  last_number bigint NOT NULL CHECK (last_number > 0)
);
CREATE TABLE nfse_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  number bigint NOT NULL CHECK (number > 0),
  rps text NOT NULL UNIQUE,
  verification_code text NOT NULL,
  issued_at timestamptz NOT NULL,
  content jsonb NOT NULL,
  UNIQUE (company_id, number)
);

-- Starts the daily `invoices.schedule` chain (each run enqueues the next day's run first): it
-- creates the invoice of every paid order that has none yet and schedules its issue.
INSERT INTO jobs (kind, dedupe_key) VALUES ('invoices.schedule', 'invoices.schedule:start');
