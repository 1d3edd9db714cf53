-- Issue 28: the Spotify Ads API sandbox the app serves on loopback (packages/core/src/channels/spotify/sandbox),
-- kept across restarts. Its own state, isolated from Verba's tables: nothing of Verba's references
-- this table and it references nothing of Verba's. One row per object the sandbox API created, as
-- the API shows it plus the sandbox's own history (delivery switches, budget changes, review
-- instant) in `data`; `kind` is campaign, ad_set, asset, ad, or knobs (the test and demo switches).
CREATE TABLE sandbox_spotify_objects (
  kind text NOT NULL CHECK (kind IN ('campaign', 'ad_set', 'asset', 'ad', 'knobs')),
  id text NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
