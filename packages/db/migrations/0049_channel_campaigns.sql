-- Issue 27 (channels): a campaign delivered through a platform's own API (SEARCH, YOUTUBE, META_ADS,
-- AUDIO) or by the managed service (MANUAL) has one row here: what the connector created on the
-- platform (`ref`, the platform's ids), the platform's state and review, and how fresh its figures are.
CREATE TABLE channel_campaigns (
  campaign_id uuid PRIMARY KEY REFERENCES campaigns (id),
  company_id uuid NOT NULL,
  platform text NOT NULL CHECK (platform IN ('google_ads', 'meta', 'spotify', 'manual')),
  -- creating: pushed to the platform, not yet all there; paused / active: as on the platform;
  -- failed: the platform refused the tree (problems says why); removed: ended on the platform.
  status text NOT NULL DEFAULT 'creating'
    CHECK (status IN ('creating', 'paused', 'active', 'failed', 'removed')),
  ref jsonb,
  review jsonb,
  problems jsonb NOT NULL DEFAULT '[]',
  -- The daily budget last set on the platform (micros of the campaign's currency).
  platform_daily_budget_micros bigint,
  -- The platform's figures are complete up to this instant (shown as "dados da plataforma até hh:mm").
  data_until timestamptz,
  synced_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_campaigns_platform_status ON channel_campaigns (platform, status);
CREATE INDEX channel_campaigns_company ON channel_campaigns (company_id);
