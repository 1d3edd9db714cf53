-- Issue 29 (reports: "a platform restated a day that was already shown"): a durable log of
-- restatements. When a channel campaign's sync fetches a São Paulo day again and the platform's
-- figures for it changed although that day had already ended when the previous fetch was made, the
-- sync records the day with the figures shown before and the new ones. ClickHouse keeps only the
-- latest fetch once it merges platform_stats, so this log is what the report's "restated" notice
-- and the campaign page's platform panel read. Money in micros of `currency` (platform figures).
CREATE TABLE platform_restatements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  platform text NOT NULL,
  day date NOT NULL,
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  old_impressions bigint NOT NULL,
  old_clicks bigint NOT NULL,
  old_cost_micros bigint NOT NULL,
  old_conversions double precision NOT NULL,
  new_impressions bigint NOT NULL,
  new_clicks bigint NOT NULL,
  new_cost_micros bigint NOT NULL,
  new_conversions double precision NOT NULL,
  -- When the figures shown before were fetched, and when the change was seen.
  previous_fetched_at timestamptz NOT NULL,
  detected_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_restatements_campaign ON platform_restatements (campaign_id, day);
CREATE INDEX platform_restatements_company_day ON platform_restatements (company_id, day);
