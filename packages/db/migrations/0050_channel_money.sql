-- Issue 27 (channels, money): what a platform (Google Ads, the managed service, ...) cost per
-- campaign and São Paulo day, and how much of it the ledger booked, so a restated day posts only
-- the difference (packages/core/src/channels/money/post-channel-day-spend.ts, docs/channels-money.md).
--
-- Ledger: `platform_overdelivery` is an external account (may go negative): what Verba absorbs when
-- a platform spends beyond the campaign's reservation — never charged to the advertiser. Kinds:
--   overdelivery           platform_overdelivery → platform_revenue (cost beyond the reservation)
--   overdelivery_reversal  platform_revenue → platform_overdelivery (a day restated downwards)
--   spend_reversal         platform_revenue → the reservation account (reservation still open; its
--                          `posted` goes down) or → the advertiser's wallet (reservation resolved)
INSERT INTO ledger_account_types (type, external) VALUES ('platform_overdelivery', true);

ALTER DOMAIN ledger_transfer_kind DROP CONSTRAINT ledger_transfer_kind_check;
ALTER DOMAIN ledger_transfer_kind ADD CONSTRAINT ledger_transfer_kind_check CHECK (VALUE = ANY ('{payment_credit,bonus_credit,bonus_reversal,cashback_release,symbolic_credit,reservation,spend,release,withdrawal,withdrawal_fee,payout_settlement,failed_transfer_fund,refund,chargeback,chargeback_recovery,checkout,adjustment,overdelivery,overdelivery_reversal,spend_reversal}'::text[]));

-- One row per channel campaign and São Paulo day, updated in the same transaction as the ledger
-- transfers it records: platform cost as last fetched (micros of the campaign's currency), what of
-- it was charged to the advertiser's reservation and what was booked to over-delivery (minor units;
-- charged + overdelivered = floor(platform_cost_micros / 10 000)), and how many times it changed.
CREATE TABLE channel_spend_days (
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  day date NOT NULL,
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  platform_cost_micros bigint NOT NULL DEFAULT 0 CHECK (platform_cost_micros >= 0),
  charged bigint NOT NULL DEFAULT 0 CHECK (charged >= 0),
  overdelivered bigint NOT NULL DEFAULT 0 CHECK (overdelivered >= 0),
  revision integer NOT NULL DEFAULT 0,
  -- Where the figure came from: the platform (`google_ads`, ...) or staff records (`manual`).
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, day)
);

-- The periodic channel sync (job `channels.sync`, every CHANNEL_SYNC_SECONDS), as 0034 started the
-- spend poster.
INSERT INTO jobs (kind, dedupe_key) VALUES ('channels.sync', 'channels.sync:start');

-- When the channel watch (or the final sync before consolidation) paused the campaign on its
-- platform because the reservation was about to run out; cleared by whoever activates it again.
ALTER TABLE channel_campaigns ADD COLUMN paused_by_watch_at timestamptz;
