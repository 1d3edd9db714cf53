-- The exchange registry (issue 25, DESIGN §8a): the partners whose bid requests are answered and
-- whose notices are billed. Platform staff manage it; the bidders load it into memory and refresh it.
-- Secrets: a path secret is only compared, so only its SHA-256 is kept; a signed-header secret must
-- be known to verify an HMAC, so it is kept encrypted (AES-256-GCM under a key derived from
-- TRACKING_SECRET, packages/core/src/security/secret-box.ts). Neither is ever read back by the API.
CREATE TABLE exchanges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
  openrtb_version text NOT NULL CHECK (openrtb_version IN ('2.5', '2.6')),
  seat_ids text[] NOT NULL DEFAULT '{}',
  currency text NOT NULL CHECK (currency IN ('BRL', 'USD', 'EUR')),
  auth_method text NOT NULL
    CHECK (auth_method IN ('path_secret', 'signed_header', 'source_address', 'tls_client_cert')),
  secret_hash text,
  secret_sealed text,
  secret_issued_at timestamptz,
  allowed_cidrs text[] NOT NULL DEFAULT '{}',
  tls_fingerprint text,
  notice_window_seconds integer NOT NULL CHECK (notice_window_seconds > 0),
  billing text NOT NULL CHECK (billing IN ('burl', 'nurl', 'report')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (auth_method <> 'path_secret' OR secret_hash IS NOT NULL),
  CHECK (auth_method <> 'signed_header' OR secret_sealed IS NOT NULL),
  CHECK (auth_method <> 'source_address' OR cardinality(allowed_cidrs) > 0)
);
