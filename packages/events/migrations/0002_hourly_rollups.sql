-- Hourly rollups kept by the engine: one SummingMergeTree, one materialized view per dimension
-- (campaign, group, strategy, creative, state, city, device, environment, site/app, audience).
-- Reads sum over the key (rows of one key may not be merged yet). Only exclusion '' counts;
-- `excluded` counts bots, replays, late and invalid events apart.
CREATE TABLE IF NOT EXISTS delivery_hourly
(
    hour DateTime('UTC'),
    company_id String,
    advertiser_id String,
    campaign_id String,
    currency LowCardinality(String),
    dimension LowCardinality(String),
    value String,
    bids UInt64,
    wins UInt64,
    impressions UInt64,
    clicks UInt64,
    conversions UInt64,
    video_starts UInt64,
    video_completes UInt64,
    spend_micros Int64,
    conversion_value_micros Int64,
    excluded UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(hour)
ORDER BY (campaign_id, dimension, value, hour, company_id, advertiser_id, currency)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_campaign_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'campaign' AS dimension,
    campaign_id AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_group_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'group' AS dimension,
    group_id AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_strategy_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'strategy' AS dimension,
    strategy_id AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_creative_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'creative' AS dimension,
    creative_id AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_state_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'state' AS dimension,
    state AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_city_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'city' AS dimension,
    city AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_device_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'device' AS dimension,
    device AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_environment_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'environment' AS dimension,
    environment AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_site_or_app_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'site_or_app' AS dimension,
    site_or_app AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_by_audience_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    'audience' AS dimension,
    audience_id AS value,
    countIf(type = 'bid' AND exclusion = '') AS bids,
    countIf(type = 'win' AND exclusion = '') AS wins,
    countIf(type = 'impression' AND exclusion = '') AS impressions,
    countIf(type = 'click' AND exclusion = '') AS clicks,
    countIf(type = 'conversion' AND exclusion = '') AS conversions,
    countIf(type = 'video_start' AND exclusion = '') AS video_starts,
    countIf(type = 'video_complete' AND exclusion = '') AS video_completes,
    sumIf(cost_micros, exclusion = '') AS spend_micros,
    sumIf(value_micros, exclusion = '') AS conversion_value_micros,
    countIf(exclusion != '') AS excluded
FROM events ARRAY JOIN audience_ids AS audience_id
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, value;
