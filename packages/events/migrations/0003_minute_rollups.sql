-- Billed spend per campaign, strategy, lease and minute: the spend poster's input (DESIGN §8).
CREATE TABLE IF NOT EXISTS spend_minute
(
    minute DateTime('UTC'),
    campaign_id String,
    strategy_id String,
    lease_id String,
    cost_micros Int64,
    impressions UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toDate(minute)
ORDER BY (minute, campaign_id, strategy_id, lease_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS spend_minute_mv TO spend_minute AS
SELECT
    toStartOfMinute(at) AS minute,
    campaign_id,
    strategy_id,
    lease_id,
    sum(cost_micros) AS cost_micros,
    countIf(type = 'impression') AS impressions
FROM events
WHERE events.exclusion = '' AND (events.cost_micros != 0 OR events.type = 'impression')
GROUP BY minute, campaign_id, strategy_id, lease_id;

-- Platform-wide delivery per minute (the staff page).
CREATE TABLE IF NOT EXISTS delivery_minute
(
    minute DateTime('UTC'),
    wins UInt64,
    impressions UInt64,
    clicks UInt64,
    spend_micros Int64
)
ENGINE = SummingMergeTree
PARTITION BY toDate(minute)
ORDER BY minute
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_minute_mv TO delivery_minute AS
SELECT
    toStartOfMinute(at) AS minute,
    countIf(type = 'win') AS wins,
    countIf(type = 'impression') AS impressions,
    countIf(type = 'click') AS clicks,
    sum(cost_micros) AS spend_micros
FROM events
WHERE exclusion = ''
GROUP BY minute;

-- Clicks and impressions by advertiser and user, newest last: conversion attribution (lastTouch).
CREATE TABLE IF NOT EXISTS touches
(
    advertiser_id String,
    user_key String,
    kind LowCardinality(String),
    at DateTime64(3, 'UTC'),
    bid_id String,
    company_id String,
    campaign_id String,
    group_id String,
    strategy_id String,
    creative_id String,
    lease_id String,
    currency LowCardinality(String)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(at)
ORDER BY (advertiser_id, user_key, kind, at, bid_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS touches_mv TO touches AS
SELECT
    advertiser_id,
    user_key,
    type AS kind,
    at,
    bid_id,
    company_id,
    campaign_id,
    group_id,
    strategy_id,
    creative_id,
    lease_id,
    currency
FROM events
WHERE exclusion = '' AND user_key != '' AND type IN ('click', 'impression');
