-- Issue 27: the Google sandbox the app serves on loopback (Google Ads API, OAuth 2.0, YouTube Data
-- API; packages/core/src/channels/google-ads/sandbox). Its own state, isolated from Verba's tables:
-- nothing of Verba's references these tables and they reference nothing of Verba's.

-- Every Google Ads resource created through the sandbox API, as the API shows it (proto3 JSON,
-- lowerCamelCase) in `data`. `id` is the resource-name tail (`123`, or `123~456` for composite
-- names); `kind` the resource type (campaignBudget, campaign, adGroup, adGroupCriterion,
-- campaignCriterion, adGroupAd, asset, campaignAsset). `history` keeps the status/budget changes
-- with their instants, so the delivery simulation accrues nothing after a pause.
CREATE TABLE sandbox_google_resources (
  customer_id text NOT NULL,
  kind text NOT NULL,
  id text NOT NULL,
  campaign_id text,
  data jsonb NOT NULL,
  history jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, kind, id)
);
CREATE INDEX sandbox_google_resources_campaign ON sandbox_google_resources (customer_id, campaign_id);

-- Ids the sandbox API hands out (the API's ids are int64; these start high to look like them).
CREATE SEQUENCE sandbox_google_ids START 8100000001;

-- OAuth authorization codes: single use (used_at), ten minutes. Only the code's SHA-256 is kept.
CREATE TABLE sandbox_google_codes (
  code_hash text PRIMARY KEY,
  grant_data jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Revoked grants: every token of a revoked consent (refresh and access) is refused.
CREATE TABLE sandbox_google_revoked_grants (
  grant_id text PRIMARY KEY,
  revoked_at timestamptz NOT NULL
);

-- Test and demo knobs (forced 429s, over-delivery, token lifetime, review delay, seed...).
CREATE TABLE sandbox_google_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
