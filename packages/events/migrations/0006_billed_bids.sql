-- Bids that were billed (issue 25): a billing event not excluded and with a cost, one row per bid id
-- (a replay of the same bid's billing lands on the same key). Conversion attribution reads it: a
-- click or impression counts as a touch only when its bid is here, so a beacon or click of a bid
-- nobody billed (an unregistered caller, a test bid, a late or replayed notice) attributes nothing.
CREATE TABLE IF NOT EXISTS billed_bids
(
    bid_id String,
    at DateTime64(3, 'UTC'),
    advertiser_id String,
    cost_micros Int64
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(at)
ORDER BY bid_id
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS billed_bids_mv TO billed_bids AS
SELECT bid_id, at, advertiser_id, cost_micros
FROM events
WHERE type = 'billing' AND exclusion = '' AND cost_micros > 0 AND bid_id != '';

-- The bids billed before this view existed (ReplacingMergeTree by bid id: a second run, or a bid
-- billed while this ran, leaves one row per bid once merged, and reads only ask whether it is there).
INSERT INTO billed_bids
SELECT bid_id, at, advertiser_id, cost_micros
FROM events
WHERE type = 'billing' AND exclusion = '' AND cost_micros > 0 AND bid_id != '';
