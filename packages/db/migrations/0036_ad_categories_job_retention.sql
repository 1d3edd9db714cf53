-- The advertiser's ad categories (issue 12): up to 3 IAB Content Taxonomy 3.1 ids, tier 1 or 2
-- (OpenRTB cattax 7). Its bids carry them as `cat`; an exchange's `bcat` refuses them.
ALTER TABLE advertisers ADD COLUMN ad_category_ids text[] NOT NULL DEFAULT '{}';

-- What the bids carry changed: the advertiser's active campaigns reload (website or categories).
DROP TRIGGER advertisers_delivery_change ON advertisers;
CREATE TRIGGER advertisers_delivery_change AFTER UPDATE OF website, ad_category_ids ON advertisers
  FOR EACH ROW
  WHEN (OLD.website IS DISTINCT FROM NEW.website OR OLD.ad_category_ids IS DISTINCT FROM NEW.ad_category_ids)
  EXECUTE FUNCTION note_advertiser_change();

-- Finished-job retention: `jobs.prune-finished` (hourly) deletes done jobs older than
-- JOB_RETENTION_DAYS in batches, oldest first, read from this index (done rows only).
CREATE INDEX jobs_done_finished ON jobs (finished_at) WHERE status = 'done';
INSERT INTO jobs (kind, dedupe_key) VALUES ('jobs.prune-finished', 'jobs.prune-finished:start');
