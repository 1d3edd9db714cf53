-- Hourly rollups kept by the engine: one SummingMergeTree keyed by (campaign, dimension, value,
-- hour) for the dimensions campaign, group, strategy, creative, state, city, device, environment,
-- site/app and audience, fed by one materialized view that fans each event out to its dimensions
-- (ARRAY JOIN; one row per audience id) and aggregates them in a single pass.
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

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_mv TO delivery_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id,
    advertiser_id,
    campaign_id,
    currency,
    slice.1 AS dimension,
    slice.2 AS value,
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
ARRAY JOIN arrayConcat(
    [
        ('campaign', campaign_id),
        ('group', group_id),
        ('strategy', strategy_id),
        ('creative', creative_id),
        ('state', toString(state)),
        ('city', city),
        ('device', toString(device)),
        ('environment', toString(environment)),
        ('site_or_app', site_or_app)
    ],
    arrayMap(audience_id -> ('audience', audience_id), audience_ids)
) AS slice
GROUP BY hour, company_id, advertiser_id, campaign_id, currency, dimension, value;
