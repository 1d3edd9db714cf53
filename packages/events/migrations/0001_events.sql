-- Raw delivery events (DESIGN §8): one row per event, deduplicated by id. Shipped blocks carry an
-- insert_deduplication_token, and the window below lets a replayed block be dropped whole.
CREATE TABLE IF NOT EXISTS events
(
    id String,
    type LowCardinality(String),
    at DateTime64(3, 'UTC'),
    bid_id String,
    lease_id String,
    company_id String,
    advertiser_id String,
    campaign_id String,
    group_id String,
    strategy_id String,
    creative_id String,
    currency LowCardinality(String),
    bid_cpm_micros Int64,
    cost_micros Int64,
    value_micros Int64,
    state LowCardinality(String),
    city String,
    device LowCardinality(String),
    environment LowCardinality(String),
    site_or_app String,
    audience_ids Array(String),
    user_key String,
    exclusion LowCardinality(String)
)
ENGINE = ReplacingMergeTree
PARTITION BY toDate(at)
ORDER BY id
SETTINGS non_replicated_deduplication_window = 10000;
