-- Campaign review (spec §4, DESIGN §7; issue 11): the automatic checks run on a pending campaign,
-- kept with it for the staff queue and the automatic reviewer; managed-campaign requests.

-- The findings of the last automatic check: [{ code, values }], empty when clean; NULL = not yet
-- checked since the last submission (automatic_checks_at < submitted_at also means stale).
ALTER TABLE campaigns ADD COLUMN automatic_checks jsonb;
ALTER TABLE campaigns ADD COLUMN automatic_checks_at timestamptz;

-- The finish job looks for running or paused campaigns whose end date has passed.
CREATE INDEX campaigns_finish_due ON campaigns (end_date) WHERE deleted_at IS NULL AND status IN ('active', 'paused');

-- A company asks the platform to run a campaign for it (spec §2 "Managed campaigns", DESIGN §7).
CREATE TABLE campaign_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  created_by_user_id uuid NOT NULL REFERENCES users(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  -- Minor units of the advertiser's currency (copied here).
  budget bigint NOT NULL CHECK (budget > 0),
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  start_date date NOT NULL,
  end_date date,
  objective text NOT NULL CHECK (objective IN ('IMPRESSION', 'CONVERSION', 'RETARGETING')),
  channels text[] NOT NULL CHECK (cardinality(channels) >= 1),
  notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled')),
  handled_by_user_id uuid REFERENCES users(id),
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date > start_date)
);
-- The company's requests (newest first) and the staff's list (open first, oldest first).
CREATE INDEX campaign_requests_company_created_id ON campaign_requests (company_id, created_at, id);
CREATE INDEX campaign_requests_status_created_id ON campaign_requests (status, created_at, id);

-- Starts the campaigns' sweep chain (finish, consolidation, automatic review); each run enqueues the next.
INSERT INTO jobs (kind, dedupe_key) VALUES ('campaigns.sweep', 'campaigns.sweep:start');
