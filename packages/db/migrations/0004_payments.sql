-- Payment orders (spec §3 Payment, §4 payment statuses): a request to add money to an advertiser's
-- wallet, paid through a gateway and settled by signed webhook. Money itself lives in the ledger.
CREATE TABLE payment_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The unguessable id of the public payment page /orders/{public_id}/payment (128 random bits).
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^[A-Za-z0-9_-]{22}$'),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  amount bigint NOT NULL CHECK (amount BETWEEN 50000 AND 5000000),
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  method text NOT NULL CHECK (method IN ('CREDIT_CARD', 'BOLETO', 'PIX', 'PAYPAL', 'DEPOSIT')),
  status text NOT NULL DEFAULT 'waiting_payment' CHECK (status IN (
    'pending', 'waiting_payment', 'processing', 'authorized', 'paid', 'pending_refund', 'refunded',
    'chargedback', 'refused', 'expired', 'canceled'
  )),
  gateway text NOT NULL,
  -- The gateway's own id of the charge (Pix txid, boleto nosso número, card charge id…).
  gateway_reference text,
  -- How to pay, by method: pix {payload, txid}, boleto {barcode, digitable_line, due_date, …},
  -- paypal {approval_url, approved}, deposit {bank, agency, account, reference, …}.
  instructions jsonb NOT NULL DEFAULT '{}',
  -- Card payments keep the gateway's token, brand, last four digits and expiry; never the number or CVV.
  card_token text,
  card_brand text,
  card_last4 text CHECK (card_last4 IS NULL OR card_last4 ~ '^\d{4}$'),
  card_expiry text,
  -- A card charge in flight: a second one for the same order is refused until this passes.
  card_attempt_until timestamptz,
  expires_at timestamptz,
  paid_at timestamptz,
  refunded_at timestamptz,
  chargedback_at timestamptz,
  created_by_user_id uuid REFERENCES users(id),
  confirmed_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_orders_paid_at CHECK (
    paid_at IS NOT NULL OR status NOT IN ('paid', 'pending_refund', 'refunded', 'chargedback')
  )
);
CREATE INDEX payment_orders_company_created ON payment_orders (company_id, created_at DESC);
CREATE INDEX payment_orders_advertiser_created ON payment_orders (advertiser_id, created_at DESC);

-- Every gateway event received (webhooks, staff deposit confirmations), once per (gateway, event
-- id): a duplicate is recognised here, and a late or reordered one is ignored by the state machine.
CREATE TABLE payment_gateway_events (
  gateway text NOT NULL,
  event_id text NOT NULL,
  order_id uuid REFERENCES payment_orders(id),
  type text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('applied', 'ignored', 'unknown_order')),
  status_before text,
  status_after text,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, event_id)
);
CREATE INDEX payment_gateway_events_order ON payment_gateway_events (order_id, received_at);

-- Nosso número of sandbox boletos.
CREATE SEQUENCE payment_boleto_number_seq START 1000;
