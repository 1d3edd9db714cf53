-- Issue 27 (channels): MANUAL (managed) campaigns are delivered by partners outside Verba; the
-- platform team records what was delivered per São Paulo day, by form or by uploading the partner's
-- delivery file (docs/channels-manual.md). The manual connector's statistics() reads these rows and
-- the channel sync posts their cost to the ledger like any platform's. One row per campaign, day and
-- strategy (NULL: the whole campaign); a correction replaces the row and is audited
-- (manual_delivery.day_recorded with the previous figures). Money in micros of the campaign's currency.
CREATE TABLE manual_delivery_days (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  company_id uuid NOT NULL,
  day date NOT NULL,
  strategy_id uuid REFERENCES campaign_strategies (id),
  impressions bigint NOT NULL CHECK (impressions >= 0),
  clicks bigint NOT NULL CHECK (clicks >= 0 AND clicks <= impressions),
  conversions bigint NOT NULL DEFAULT 0 CHECK (conversions >= 0),
  video_views bigint NOT NULL DEFAULT 0 CHECK (video_views >= 0),
  cost_micros bigint NOT NULL CHECK (cost_micros >= 0),
  source text NOT NULL CHECK (source IN ('form', 'upload')),
  file_name text,
  file_sha256 text,
  note text,
  recorded_by_user_id uuid NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'upload') = (file_sha256 IS NOT NULL)),
  CONSTRAINT manual_delivery_days_one UNIQUE NULLS NOT DISTINCT (campaign_id, day, strategy_id)
);
CREATE INDEX manual_delivery_days_company ON manual_delivery_days (company_id, campaign_id);
