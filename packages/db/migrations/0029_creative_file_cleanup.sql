-- Creative files nobody keeps (issue 10): uploads never attached to a creative, and the files of
-- creatives archived longer than the retention, are deleted by the daily `creatives.cleanup-files`
-- job. Its two searches read these indexes: the creatives that refer to a file (also the check
-- that none still does), and the archived creatives that still hold one, oldest archive first.
CREATE INDEX creatives_asset ON creatives (asset_id) WHERE asset_id IS NOT NULL;
CREATE INDEX creatives_archived_with_asset ON creatives (archived_at) WHERE archived_at IS NOT NULL AND asset_id IS NOT NULL;
CREATE INDEX creative_assets_created ON creative_assets (created_at);

-- Starts the daily chain (each run enqueues the next day's run first).
INSERT INTO jobs (kind, dedupe_key) VALUES ('creatives.cleanup-files', 'creatives.cleanup-files:start');
