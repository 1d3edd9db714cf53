-- Issue 29 (docs/home.md): what a campaign was forecast to deliver when it was set up (published),
-- kept to compare with what it delivered once finished. One row per campaign, replaced on each
-- publish (the latest set-up); `model` names the forecast model (packages/domain/src/campaigns/forecast.ts).
CREATE TABLE campaign_forecasts (
  campaign_id uuid PRIMARY KEY REFERENCES campaigns (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  estimated_impressions bigint NOT NULL,
  estimated_reach bigint NOT NULL,
  model text NOT NULL,
  estimated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_forecasts_company ON campaign_forecasts (company_id);

-- The demo's year of history (packages/core/src/demo/demo-history.ts, docs/demo-history.md): each
-- campaign-day once its events are in the event store, so a restart resumes where it stopped.
CREATE TABLE demo_history_days (
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  day_index integer NOT NULL,
  events integer NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, day_index)
);
