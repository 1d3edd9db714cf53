-- Issue 27 (connect-only channels for data, docs/channels-connected-accounts.md): the campaigns of an
-- advertiser's OWN ad accounts, read through its read-only connection. Not Verba campaigns: nothing
-- is bought or billed for them. Their daily figures are in the event store's platform_stats under
-- the same id (`connected:<platform>:<customer>:<campaign>:<advertiser>`), so reports can find an
-- advertiser's connect-only rows here (company, advertiser) and read them there.
CREATE TABLE connected_campaigns (
  id text PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  advertiser_id uuid NOT NULL REFERENCES advertisers (id),
  connection_id uuid NOT NULL REFERENCES channel_connections (id),
  platform text NOT NULL CHECK (platform IN ('google_ads', 'meta', 'spotify')),
  customer_id text NOT NULL,
  external_campaign_id text NOT NULL,
  name text NOT NULL,
  status text NOT NULL,
  channel_type text NOT NULL,
  currency text NOT NULL,
  -- The last day whose figures were written to platform_stats, and when.
  synced_until date,
  synced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX connected_campaigns_advertiser ON connected_campaigns (company_id, advertiser_id);
CREATE INDEX connected_campaigns_connection ON connected_campaigns (connection_id);

-- The periodic sync of connect-only accounts (job `channels.connected-sync`), as 0050 started channels.sync.
INSERT INTO jobs (kind, dedupe_key) VALUES ('channels.connected-sync', 'channels.connected-sync:start');
