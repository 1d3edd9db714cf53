-- Advertisers (spec §3): company-scoped; money lives in the ledger (wallet accounts), not here.
CREATE TABLE advertisers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 25),
  website text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  country text NOT NULL DEFAULT 'BR' CHECK (country ~ '^[A-Z]{2}$'),
  logo_key text,
  zipcode text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  number text NOT NULL DEFAULT '',
  complement text NOT NULL DEFAULT '',
  neighborhood text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  billing_profile text NOT NULL DEFAULT 'ADVERTISER' CHECK (billing_profile IN ('ADVERTISER', 'COMPANY')),
  coupon text,
  company_tax_id text NOT NULL DEFAULT '',
  owner_document text NOT NULL,
  owner_document_type text NOT NULL CHECK (owner_document_type IN ('CPF', 'CNPJ')),
  owner_name text NOT NULL,
  owner_business_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  status_changed_at timestamptz,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX advertisers_company_created ON advertisers (company_id, created_at DESC);
CREATE INDEX advertisers_company_name ON advertisers (company_id, lower(name));

-- Spec §5: the currency cannot be changed once set. The use case answers with a clear error;
-- this trigger makes sure no other path can do it either.
CREATE FUNCTION advertisers_currency_immutable() RETURNS trigger AS $$
BEGIN
  IF NEW.currency IS DISTINCT FROM OLD.currency THEN
    RAISE EXCEPTION 'advertiser currency cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER advertisers_currency_immutable BEFORE UPDATE OF currency ON advertisers
  FOR EACH ROW EXECUTE FUNCTION advertisers_currency_immutable();

-- Spec §4: a removed coupon cannot be re-added to the same advertiser.
CREATE TABLE advertiser_removed_coupons (
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  coupon text NOT NULL,
  removed_by_user_id uuid REFERENCES users(id),
  removed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (advertiser_id, coupon)
);
