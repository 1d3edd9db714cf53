CREATE TABLE roles (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE
);
INSERT INTO roles (id, slug) VALUES (1, 'manager'), (2, 'user_manager'), (3, 'user');

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL DEFAULT 'agency' CHECK (kind IN ('agency', 'advertiser')),
  legal_name text NOT NULL,
  trade_name text NOT NULL,
  document text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('CPF', 'CNPJ')),
  phone text NOT NULL DEFAULT '',
  zipcode text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  number text NOT NULL DEFAULT '',
  complement text NOT NULL DEFAULT '',
  neighborhood text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  bonus_basis_points integer NOT NULL DEFAULT 500 CHECK (bonus_basis_points BETWEEN 0 AND 10000),
  referral_code text NOT NULL UNIQUE,
  referred_by_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  role_id integer NOT NULL REFERENCES roles(id),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  password_hash text,
  is_active boolean NOT NULL DEFAULT true,
  is_staff boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'pt_BR' CHECK (language IN ('pt_BR', 'en', 'es')),
  use_2fa boolean NOT NULL DEFAULT false,
  emails_enabled boolean NOT NULL DEFAULT true,
  whatsapp_enabled boolean NOT NULL DEFAULT false,
  is_email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_live ON users (email) WHERE deleted_at IS NULL;
CREATE INDEX users_company ON users (company_id, created_at);

CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL DEFAULT 'session' CHECK (kind IN ('session', 'impersonation')),
  impersonator_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user ON access_tokens (user_id) WHERE revoked_at IS NULL;

-- Six-digit codes (e-mail confirmation, 2FA) and link tokens (password reset / create).
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  purpose text NOT NULL CHECK (purpose IN ('email_verification', 'two_factor', 'password_reset', 'password_create')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_lookup ON one_time_codes (user_id, purpose) WHERE consumed_at IS NULL;

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  company_id uuid REFERENCES companies(id),
  actor_user_id uuid REFERENCES users(id),
  impersonator_user_id uuid REFERENCES users(id),
  action text NOT NULL,
  target_type text,
  target_id text,
  metadata jsonb NOT NULL DEFAULT '{}',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_company ON audit_log (company_id, created_at);

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  template text NOT NULL,
  language text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_recent ON email_outbox (created_at DESC);

-- Durable jobs: claimed with FOR UPDATE SKIP LOCKED, retried with backoff.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_until timestamptz,
  last_error text,
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE status IN ('pending', 'running');

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
