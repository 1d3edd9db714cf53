-- The banker's leases and the spend poster (issue 12, DESIGN §5/§8). Money in micros here
-- (1 centavo = 10,000 micros); the ledger keeps centavos.

-- A short lease of budget out of a campaign's reservation, held by one bidder process. Invariant
-- (acquireLease keeps it under the reservation's row lock; delivery:reconcile checks it):
--   reservation.posted × 10⁴ + Σ open leases (granted − posted) ≤ (amount − released) × 10⁴.
CREATE TABLE delivery_leases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns(id),
  reservation_id uuid NOT NULL REFERENCES ledger_reservations(id),
  bidder_id text NOT NULL CHECK (char_length(bidder_id) BETWEEN 1 AND 128),
  granted_micros bigint NOT NULL CHECK (granted_micros > 0),
  -- Spend of the lease's bids already accounted by the poster (never more than granted).
  posted_micros bigint NOT NULL DEFAULT 0 CHECK (posted_micros >= 0 AND posted_micros <= granted_micros),
  expires_at timestamptz NOT NULL,
  -- Set once every minute in which its bids could be billed is posted; its unposted part stops counting.
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- What a reservation has out (acquireLease, reconcile) and which leases are due to close.
CREATE INDEX delivery_leases_open_reservation ON delivery_leases (reservation_id) WHERE closed_at IS NULL;
CREATE INDEX delivery_leases_open_expiry ON delivery_leases (expires_at) WHERE closed_at IS NULL;

-- Every (strategy, minute) the poster processed: makes a posting and its lease accounting happen
-- once (also minutes of less than a centavo, which post nothing), and lets reconcile compare.
CREATE TABLE delivery_spend_minutes (
  strategy_id uuid NOT NULL,
  minute timestamptz NOT NULL,
  -- No foreign key: spend events naming an unknown campaign are recorded (posting nothing), not a stuck job.
  campaign_id uuid NOT NULL,
  -- Billed micros of the events, and what of them fitted in the leases.
  event_micros bigint NOT NULL CHECK (event_micros >= 0),
  leased_micros bigint NOT NULL CHECK (leased_micros >= 0),
  -- Centavos posted to the ledger: floor((the strategy's carried micros + leased_micros) / 10⁴),
  -- less if the reservation ran out; what is under a centavo is carried to its next minute.
  posted bigint NOT NULL CHECK (posted >= 0),
  carried_micros bigint NOT NULL DEFAULT 0 CHECK (carried_micros >= 0 AND carried_micros < 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (strategy_id, minute)
);
CREATE INDEX delivery_spend_minutes_campaign ON delivery_spend_minutes (campaign_id, minute);

-- The spend poster's cursor: every minute before posted_through is posted (one row).
CREATE TABLE delivery_spend_cursor (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  posted_through timestamptz NOT NULL
);
INSERT INTO delivery_spend_cursor (posted_through) VALUES (date_trunc('minute', now()));

-- Starts the spend poster's chain (every SPEND_POST_INTERVAL_SECONDS); each run enqueues the next.
INSERT INTO jobs (kind, dedupe_key) VALUES ('delivery.post-spend', 'delivery.post-spend:start');
