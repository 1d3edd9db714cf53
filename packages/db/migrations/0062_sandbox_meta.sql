-- Issue 28: the Meta Graph API sandbox the app serves on loopback (Marketing API objects, Facebook
-- Login; packages/core/src/channels/meta/sandbox). Its own state, isolated from Verba's tables, so
-- the objects Verba created there (and their delivery) survive a restart, as the Google sandbox's do.

-- Every object created through the sandbox (campaign, adset, adcreative, ad, adimage, advideo): the
-- fields as sent, and the status and daily budget changes with their instants (epoch milliseconds),
-- from which the delivery simulation is computed.
CREATE TABLE sandbox_meta_objects (
  id text PRIMARY KEY,
  kind text NOT NULL,
  account_id text NOT NULL,
  created_at_ms bigint NOT NULL,
  fields jsonb NOT NULL,
  status_log jsonb NOT NULL,
  budget_log jsonb NOT NULL
);

-- Facebook Login: authorization codes already exchanged (single use) and grants a person removed
-- (DELETE /me/permissions). Ids only; no token is stored.
CREATE TABLE sandbox_meta_login (
  kind text NOT NULL CHECK (kind IN ('used_code', 'revoked_grant')),
  id text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
