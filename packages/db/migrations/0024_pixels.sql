-- Pixels (spec §3 Pixel, §4, §5; issue 10): groups of rules per advertiser, reviewed by staff
-- (pending → active, or rejected with a reason), and the events the public tag collects.
CREATE TABLE pixel_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected')),
  rejection_reason text CHECK (rejection_reason IS NULL OR char_length(rejection_reason) <= 500),
  decided_by_user_id uuid REFERENCES users(id),
  decided_at timestamptz,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
);
-- GET pixel-groups: the company's groups newest first (optionally one advertiser's); staff: oldest pending first.
-- The page's ids are read from the index alone (kept narrow: a deep page reads thousands of entries).
CREATE INDEX pixel_groups_company_created_id ON pixel_groups (company_id, created_at DESC, id DESC);
CREATE INDEX pixel_groups_advertiser_created_id ON pixel_groups (advertiser_id, created_at DESC, id DESC) INCLUDE (status);
CREATE INDEX pixel_groups_status_created_id ON pixel_groups (status, created_at, id);

-- Spec §4: rules cannot be edited or deleted after creation (rules are only ever added).
CREATE TABLE pixel_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order rules were added in (a group's rules are inserted together, in the same instant).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  group_id uuid NOT NULL REFERENCES pixel_groups(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  event_name text NOT NULL CHECK (event_name ~ '^[A-Za-z0-9_-]{1,64}$'),
  event_label text NOT NULL DEFAULT '' CHECK (char_length(event_label) <= 128),
  objective text NOT NULL CHECK (objective IN ('IMPRESSION', 'CONVERSION', 'RETARGETING')),
  value bigint CHECK (value IS NULL OR value >= 0),
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pixel_rules_group_event_name ON pixel_rules (group_id, lower(event_name));

-- The use cases answer PIXEL_RULES_IMMUTABLE; this trigger makes sure no other path changes a rule.
CREATE FUNCTION pixel_rules_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'pixel rules cannot be edited or deleted' USING ERRCODE = 'check_violation';
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER pixel_rules_immutable BEFORE UPDATE OR DELETE ON pixel_rules
  FOR EACH ROW EXECUTE FUNCTION pixel_rules_immutable();

-- Events collected by the public endpoint, append-only. DESIGN §8 moves them to ClickHouse with the
-- delivery issue (behind core/pixels/pixel-event-store.ts). No client IP is stored.
CREATE TABLE pixel_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rule_id uuid NOT NULL REFERENCES pixel_rules(id),
  group_id uuid NOT NULL REFERENCES pixel_groups(id),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  page_url text NOT NULL DEFAULT '',
  referrer text NOT NULL DEFAULT '',
  visitor_id text,
  value bigint
);
CREATE INDEX pixel_events_rule_occurred ON pixel_events (rule_id, occurred_at DESC);
