-- Issue 25 (conversions): a value cap per pixel rule, the per-visitor limit's index, and the counts
-- of refused hits per rule and day that the pixel page shows.

-- The most a hit of the rule may be worth (minor units); a hit above it is refused. Set at creation
-- like the rest of the rule (spec §4). Existing rules get the platform default (R$ 10.000,00), or
-- their own fixed value when that is higher, so a hit that carries no value still counts.
ALTER TABLE pixel_rules ADD COLUMN max_value bigint NOT NULL DEFAULT 1000000
  CHECK (max_value BETWEEN 1 AND 1000000000);
ALTER TABLE pixel_rules DISABLE TRIGGER pixel_rules_immutable;
UPDATE pixel_rules SET max_value = value WHERE value > max_value;
ALTER TABLE pixel_rules ENABLE TRIGGER pixel_rules_immutable;
ALTER TABLE pixel_rules ADD CONSTRAINT pixel_rules_value_within_max CHECK (value IS NULL OR value <= max_value);

-- The per-visitor limit counts a visitor's hits of a rule in the last hour.
CREATE INDEX pixel_events_rule_visitor_occurred ON pixel_events (rule_id, visitor_id, occurred_at DESC)
  WHERE visitor_id IS NOT NULL;

-- Hits refused for a pixel's own reasons, per rule and São Paulo day (counted in memory and added
-- here every few seconds; several API processes add their own counts). No address or visitor id.
CREATE TABLE pixel_refusals (
  rule_id uuid NOT NULL REFERENCES pixel_rules(id),
  day date NOT NULL,
  reason text NOT NULL CHECK (reason IN ('value_over_cap', 'visitor_rate_limited', 'rate_limited', 'unbilled_touch')),
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (rule_id, day, reason)
);
