-- Two-factor sign-in bound to its password step: the login of a 2FA user opens a challenge (its id
-- is 256-bit random, only the sha256 stored) holding the current code. Resends replace the code
-- but never the fixed expiry; attempts and resends are counted per challenge, not per code.
CREATE TABLE two_factor_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  challenge_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  resends integer NOT NULL DEFAULT 0 CHECK (resends >= 0),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_challenges_open ON two_factor_challenges (user_id) WHERE consumed_at IS NULL;

-- Impersonation starts with a grant asked for by a staff member: short-lived, single use, only
-- its sha256 stored, and redeemable only by that staff member (with their own session token).
CREATE TABLE impersonation_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  grant_hash text NOT NULL UNIQUE,
  staff_user_id uuid NOT NULL REFERENCES users(id),
  target_user_id uuid NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
