-- The live feed of the bidders (issue 12): which campaigns changed in a way that may change what
-- they bid. Triggers note the campaign in the writing transaction itself, so no writer can forget
-- (list entries and campaign_creatives have no updated_at, creatives and lists are shared by
-- campaigns, soft and real deletes both count); the feed polls `id > cursor` (plus the ids it saw
-- skipped, in case their transaction commits late) and reloads only those campaigns.
CREATE TABLE delivery_changes (
  id bigserial PRIMARY KEY,
  campaign_id uuid NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
-- The feed's pruning of old rows.
CREATE INDEX delivery_changes_changed_at ON delivery_changes (changed_at);
-- Strategies by the lists they target (a list's entries changed → its campaigns reload).
CREATE INDEX campaign_strategies_list_ids ON campaign_strategies USING gin ((targeting -> 'list_ids'))
  WHERE deleted_at IS NULL;
-- Active campaigns of an advertiser (its website is every bid's adomain).
CREATE INDEX campaigns_advertiser_active ON campaigns (advertiser_id) WHERE status = 'active' AND deleted_at IS NULL;

-- A campaign that is, or was until this statement, active.
CREATE FUNCTION note_campaign_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO delivery_changes (campaign_id) VALUES (NEW.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER campaigns_delivery_change AFTER UPDATE ON campaigns
  FOR EACH ROW WHEN (OLD.status = 'active' OR NEW.status = 'active') EXECUTE FUNCTION note_campaign_change();

-- Groups, strategies and the campaign's creative links: only while their campaign is active.
CREATE FUNCTION note_campaign_child_change() RETURNS trigger AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD.campaign_id; ELSE changed := NEW.campaign_id; END IF;
  INSERT INTO delivery_changes (campaign_id)
    SELECT id FROM campaigns WHERE id = changed AND status = 'active';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER campaign_groups_delivery_change AFTER INSERT OR UPDATE OR DELETE ON campaign_groups
  FOR EACH ROW EXECUTE FUNCTION note_campaign_child_change();
CREATE TRIGGER campaign_strategies_delivery_change AFTER INSERT OR UPDATE OR DELETE ON campaign_strategies
  FOR EACH ROW EXECUTE FUNCTION note_campaign_child_change();
CREATE TRIGGER campaign_creatives_delivery_change AFTER INSERT OR UPDATE OR DELETE ON campaign_creatives
  FOR EACH ROW EXECUTE FUNCTION note_campaign_child_change();

-- A creative reviewed, edited or archived: the active campaigns that carry it.
CREATE FUNCTION note_creative_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO delivery_changes (campaign_id)
    SELECT c.id FROM campaign_creatives cc JOIN campaigns c ON c.id = cc.campaign_id
    WHERE cc.creative_id = NEW.id AND c.status = 'active';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER creatives_delivery_change AFTER UPDATE ON creatives
  FOR EACH ROW EXECUTE FUNCTION note_creative_change();

-- An advertiser's website changed: its active campaigns.
CREATE FUNCTION note_advertiser_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO delivery_changes (campaign_id)
    SELECT id FROM campaigns WHERE advertiser_id = NEW.id AND status = 'active' AND deleted_at IS NULL;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER advertisers_delivery_change AFTER UPDATE OF website ON advertisers
  FOR EACH ROW WHEN (OLD.website IS DISTINCT FROM NEW.website) EXECUTE FUNCTION note_advertiser_change();

-- List entries added or removed (one statement of an import may add thousands: noted once per
-- statement): the active campaigns whose strategies target the lists.
CREATE FUNCTION note_list_entries_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO delivery_changes (campaign_id)
    SELECT DISTINCT s.campaign_id
    FROM (SELECT DISTINCT list_id FROM added) l
    JOIN campaign_strategies s ON s.targeting -> 'list_ids' @> jsonb_build_array(l.list_id::text) AND s.deleted_at IS NULL
    JOIN campaigns c ON c.id = s.campaign_id AND c.status = 'active';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER custom_list_entries_added AFTER INSERT ON custom_list_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_list_entries_added();

CREATE FUNCTION note_list_entries_removed() RETURNS trigger AS $$
BEGIN
  INSERT INTO delivery_changes (campaign_id)
    SELECT DISTINCT s.campaign_id
    FROM (SELECT DISTINCT list_id FROM removed) l
    JOIN campaign_strategies s ON s.targeting -> 'list_ids' @> jsonb_build_array(l.list_id::text) AND s.deleted_at IS NULL
    JOIN campaigns c ON c.id = s.campaign_id AND c.status = 'active';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER custom_list_entries_removed AFTER DELETE ON custom_list_entries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_list_entries_removed();
