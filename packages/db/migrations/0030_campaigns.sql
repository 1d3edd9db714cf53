-- Campaigns (spec §3 Campaign, Campaign group, Strategy; §4; §5; DESIGN §5, §7; issue 11).
-- A campaign belongs to one advertiser; while a draft every field but the type may be missing (the
-- wizard saves as the user goes); checkPublishable (packages/domain) decides when it may publish.
CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 128),
  type text NOT NULL CHECK (type IN ('PROGRAMMATIC', 'MANUAL', 'NATIVE', 'NATIVE_CONTEXTUAL', 'NATIVE_OPEN',
                                     'PUSH', 'SEARCH', 'YOUTUBE', 'META_ADS', 'AUDIO')),
  objective text CHECK (objective IN ('IMPRESSION', 'CONVERSION', 'RETARGETING')),
  -- Minor units of the advertiser's currency (copied here: it cannot change once set).
  currency text NOT NULL CHECK (currency IN ('BRL', 'EUR', 'USD')),
  budget bigint CHECK (budget IS NULL OR budget > 0),
  daily_budget bigint CHECK (daily_budget IS NULL OR daily_budget > 0),
  start_date date,
  end_date date,
  pixel_group_id uuid REFERENCES pixel_groups(id),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('active', 'inactive', 'finished', 'paused', 'draft',
                                                          'pending', 'error', 'failed')),
  -- The wizard step the user was last on, so leaving and coming back resumes the draft there.
  wizard_step text,
  -- Review (staff or the embedded automatic reviewer): the last decision and its reason.
  rejection_reason text CHECK (rejection_reason IS NULL OR char_length(rejection_reason) <= 500),
  submitted_at timestamptz,
  reviewed_by_user_id uuid REFERENCES users(id),
  reviewed_at timestamptz,
  -- Two-phase budget (DESIGN §5): the open ledger reservation holding the published budget.
  reservation_id uuid REFERENCES ledger_reservations(id),
  paused_at timestamptz,
  finished_at timestamptz,
  -- Set when the campaign pauses or finishes: after it the consolidation job returns the remainder.
  consolidation_due_at timestamptz,
  consolidated_at timestamptz,
  -- Bumped on every change; clients send it back to refuse lost updates.
  version integer NOT NULL DEFAULT 1,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Drafts can be discarded; nothing published is ever deleted.
  deleted_at timestamptz,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date),
  CHECK (status = 'draft' OR (name IS NOT NULL AND budget IS NOT NULL AND start_date IS NOT NULL AND objective IS NOT NULL))
);
-- GET campaigns: the company's campaigns, every filter and sort from an index (id breaks ties in
-- the same direction, so one index serves both directions of a sort).
CREATE INDEX campaigns_company_created_id ON campaigns (company_id, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_company_name_id ON campaigns (company_id, lower(name), id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_company_start_id ON campaigns (company_id, start_date, id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_company_budget_id ON campaigns (company_id, budget, id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_company_status_created_id ON campaigns (company_id, status, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_company_type_created_id ON campaigns (company_id, type, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_advertiser_created_id ON campaigns (advertiser_id, created_at, id) WHERE deleted_at IS NULL;
-- Staff review queue (oldest submission first) and the jobs that look for due work.
CREATE INDEX campaigns_status_submitted_id ON campaigns (status, submitted_at, id) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_consolidation_due ON campaigns (consolidation_due_at) WHERE consolidated_at IS NULL AND consolidation_due_at IS NOT NULL;

-- Up to 5 creatives per campaign (spec §5), in the order chosen.
CREATE TABLE campaign_creatives (
  campaign_id uuid NOT NULL REFERENCES campaigns(id),
  creative_id uuid NOT NULL REFERENCES creatives(id),
  position smallint NOT NULL CHECK (position >= 0),
  PRIMARY KEY (campaign_id, creative_id)
);
CREATE INDEX campaign_creatives_creative ON campaign_creatives (creative_id);

-- Campaign groups (also "packages" or "ad groups"): active, paused by the user, or inactive
-- (switched off by a pause of the campaign).
CREATE TABLE campaign_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  campaign_id uuid NOT NULL REFERENCES campaigns(id),
  name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 128),
  goal text CHECK (goal IS NULL OR char_length(goal) <= 128),
  start_date date,
  end_date date,
  budget bigint CHECK (budget IS NULL OR budget > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'inactive')),
  position smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE INDEX campaign_groups_campaign ON campaign_groups (campaign_id, position, id) WHERE deleted_at IS NULL;

-- Strategies (also "lines"): targeting, bid and frequency cap.
CREATE TABLE campaign_strategies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  campaign_id uuid NOT NULL REFERENCES campaigns(id),
  group_id uuid NOT NULL REFERENCES campaign_groups(id),
  name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 128),
  budget bigint CHECK (budget IS NULL OR budget > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'inactive')),
  -- Set while its group is paused: the strategy was active when the group was paused (spec §4).
  active_before_group_pause boolean NOT NULL DEFAULT false,
  -- The domain's targeting lists as one document: audience_ids, locations, browsers, devices,
  -- environments, genders, age_ranges, list_ids, content_category_ids.
  targeting jsonb NOT NULL DEFAULT '{}'::jsonb,
  bid_type text CHECK (bid_type IN ('CPM', 'CPC', 'CPV')),
  -- Minor units of the campaign currency.
  bid_amount bigint CHECK (bid_amount IS NULL OR bid_amount > 0),
  frequency_cap_count integer CHECK (frequency_cap_count IS NULL OR frequency_cap_count > 0),
  frequency_cap_period integer CHECK (frequency_cap_period IS NULL OR frequency_cap_period > 0),
  frequency_cap_unit text CHECK (frequency_cap_unit IN ('MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS')),
  position smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX campaign_strategies_group ON campaign_strategies (group_id, position, id) WHERE deleted_at IS NULL;
CREATE INDEX campaign_strategies_campaign ON campaign_strategies (campaign_id) WHERE deleted_at IS NULL;
