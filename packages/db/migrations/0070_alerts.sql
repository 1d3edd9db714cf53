-- Issue 31 (docs/alerts.md): alerts — user rules, the state of every rule × object, in-app
-- notifications and their deliveries (e-mail, WhatsApp), preferences per user × alert type ×
-- channel, WhatsApp numbers with their recorded opt-in/opt-out, and the WhatsApp sandbox's log.

-- A rule a user wrote (built-in alerts are code, not rows). scope_id is null for the company.
CREATE TABLE alert_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  created_by uuid REFERENCES users (id),
  name text NOT NULL,
  scope_type text NOT NULL CHECK (scope_type IN ('company', 'advertiser', 'campaign', 'group', 'strategy')),
  scope_id uuid,
  metric text NOT NULL CHECK (metric IN ('spend', 'impressions', 'clicks', 'conversions', 'ctr', 'cpc', 'cpa', 'cpm')),
  comparison text NOT NULL CHECK (comparison IN ('gt', 'gte', 'lt', 'lte')),
  threshold numeric NOT NULL,
  window_minutes integer NOT NULL CHECK (window_minutes BETWEEN 5 AND 43200),
  min_spend_micros bigint NOT NULL DEFAULT 0,
  cooldown_minutes integer NOT NULL DEFAULT 60 CHECK (cooldown_minutes BETWEEN 0 AND 10080),
  severity text NOT NULL DEFAULT 'warning' CHECK (severity IN ('info', 'warning', 'critical')),
  -- Optional action when it fires on a campaign: {"type":"pause"}.
  action jsonb,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX alert_rules_company ON alert_rules (company_id) WHERE deleted_at IS NULL;

-- One state machine per alert (built-in type or rule) × object: ok → firing → resolved.
-- rule_key is the rule's id, or '' for a built-in alert.
CREATE TABLE alert_states (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  alert_type text NOT NULL,
  rule_key text NOT NULL DEFAULT '',
  object_type text NOT NULL,
  object_id text NOT NULL,
  state text NOT NULL DEFAULT 'ok' CHECK (state IN ('ok', 'firing', 'resolved')),
  severity text NOT NULL DEFAULT 'warning',
  value numeric,
  params jsonb NOT NULL DEFAULT '{}',
  fired_at timestamptz,
  resolved_at timestamptz,
  notified_at timestamptz,
  firings integer NOT NULL DEFAULT 0,
  evaluated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (alert_type, rule_key, object_type, object_id)
);
CREATE INDEX alert_states_company ON alert_states (company_id, state);

-- In-app notifications (the bell), one per user and firing; the same row drives the e-mail and
-- WhatsApp deliveries. dedupe_key makes a firing notify each user once.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  user_id uuid NOT NULL REFERENCES users (id),
  alert_state_id uuid REFERENCES alert_states (id) ON DELETE SET NULL,
  alert_type text NOT NULL,
  kind text NOT NULL DEFAULT 'firing' CHECK (kind IN ('firing', 'resolved', 'digest')),
  severity text NOT NULL DEFAULT 'warning',
  params jsonb NOT NULL DEFAULT '{}',
  link text,
  dedupe_key text NOT NULL UNIQUE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

-- Each message a notification sends outside the app.
CREATE TABLE notification_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id),
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'fell_back', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  provider_message_id text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (notification_id, channel)
);
CREATE INDEX notification_deliveries_provider ON notification_deliveries (provider_message_id);

-- Preferences per user × alert type × channel; no row = the channel's default.
CREATE TABLE alert_preferences (
  user_id uuid NOT NULL REFERENCES users (id),
  alert_type text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('in_app', 'email', 'whatsapp')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, alert_type, channel)
);

-- Per user: quiet hours (minutes of the São Paulo day; null = none) and the WhatsApp number.
CREATE TABLE user_alert_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end smallint CHECK (quiet_end BETWEEN 0 AND 1439),
  whatsapp_number text,
  whatsapp_code_hash text,
  whatsapp_code_expires_at timestamptz,
  whatsapp_verified_at timestamptz,
  whatsapp_opted_in_at timestamptz,
  whatsapp_opted_out_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_alert_settings_number ON user_alert_settings (whatsapp_number);

-- Every opt-in and opt-out of a WhatsApp number, with its time and the exact wording shown.
CREATE TABLE whatsapp_consents (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id uuid REFERENCES users (id),
  phone text NOT NULL,
  action text NOT NULL CHECK (action IN ('opt_in', 'opt_out')),
  wording text NOT NULL,
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The embedded WhatsApp sandbox (/sandbox/whatsapp): the exact calls it received (token redacted).
CREATE TABLE sandbox_whatsapp_calls (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  method text NOT NULL,
  path text NOT NULL,
  request jsonb,
  status integer NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The evaluator (job `alerts.evaluate`, every few minutes), as 0050 started channels.sync.
INSERT INTO jobs (kind, dedupe_key) VALUES ('alerts.evaluate', 'alerts.evaluate:start');
