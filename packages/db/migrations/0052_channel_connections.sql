-- Issue 27 (channels): what an advertiser connects by OAuth 2.0 (docs/channels-connections.md).
-- Verba buys on its own platform accounts; a connection only lends Verba what the platform requires
-- of the advertiser (the YouTube channel a video lives on, a Facebook Page) or, read-only, the
-- advertiser's own ad accounts. Tokens are sealed at rest (AES-256-GCM, key derived from
-- TRACKING_SECRET, purpose 'channel-tokens'): a row copied out of the database opens nothing.
CREATE TABLE channel_connections (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  advertiser_id uuid NOT NULL REFERENCES advertisers (id),
  platform text NOT NULL CHECK (platform IN ('google_ads', 'meta', 'spotify')),
  purpose text NOT NULL CHECK (purpose IN ('youtube_channel', 'facebook_page', 'ads_account_read')),
  -- The platform account the grant belongs to (Google: the YouTube channel id; for ads accounts the
  -- first reachable customer id) and what the user recognises it by.
  external_account_id text NOT NULL,
  display_name text NOT NULL,
  -- Everything the token reaches: [{ id, name, kind }] (the channel, the Google Ads customers).
  accounts jsonb NOT NULL DEFAULT '[]',
  scopes text[] NOT NULL DEFAULT '{}',
  access_token_sealed text NOT NULL,
  refresh_token_sealed text,
  expires_at timestamptz,
  -- active: usable; reconnect: the platform refused the refresh (revoked, expired consent), the
  -- user must connect again; disconnected: ended in Verba (and revoked at the platform).
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'reconnect', 'disconnected')),
  status_reason text,
  connected_by_user_id uuid NOT NULL REFERENCES users (id),
  connected_at timestamptz NOT NULL,
  disconnected_at timestamptz,
  disconnected_by_user_id uuid REFERENCES users (id),
  last_refreshed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_connections_advertiser ON channel_connections (company_id, advertiser_id, connected_at DESC);
-- One live connection per advertiser, platform, purpose and platform account: connecting the same
-- account again replaces its tokens.
CREATE UNIQUE INDEX channel_connections_live_account ON channel_connections
  (advertiser_id, platform, purpose, external_account_id) WHERE status <> 'disconnected';

-- One row per authorisation started: single use, 10 minutes. The state travels in the browser; only
-- its SHA-256 is kept. The PKCE code_verifier never leaves the server and is sealed at rest.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  code_verifier_sealed text NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id),
  advertiser_id uuid NOT NULL REFERENCES advertisers (id),
  user_id uuid NOT NULL REFERENCES users (id),
  platform text NOT NULL CHECK (platform IN ('google_ads', 'meta', 'spotify')),
  purpose text NOT NULL CHECK (purpose IN ('youtube_channel', 'facebook_page', 'ads_account_read')),
  return_path text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_states_expires ON oauth_states (expires_at);
