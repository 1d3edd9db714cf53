-- Issue 29 (DESIGN §10): the rollups reports read. Events may carry the browser and the IAB content
-- category of the placement ('' until the bidder fills them; rows before this migration are '').
ALTER TABLE events
    ADD COLUMN IF NOT EXISTS browser LowCardinality(String) DEFAULT '',
    ADD COLUMN IF NOT EXISTS content_category LowCardinality(String) DEFAULT '';

-- Every report dimension together, per UTC hour (São Paulo hours are whole UTC hours): one row per
-- combination that delivered, so any set of dimensions is a GROUP BY over it (audiences with an
-- ARRAY JOIN at read time). Summed by the engine; reads sum over the key (rows may not be merged).
-- Only exclusion '' counts.
CREATE TABLE IF NOT EXISTS report_hourly
(
    hour DateTime('UTC'),
    company_id String,
    advertiser_id String,
    campaign_id String,
    group_id String,
    strategy_id String,
    creative_id String,
    currency LowCardinality(String),
    state LowCardinality(String),
    city String,
    device LowCardinality(String),
    environment LowCardinality(String),
    browser LowCardinality(String),
    site_or_app String,
    content_category LowCardinality(String),
    audience_ids Array(String),
    impressions UInt64,
    clicks UInt64,
    conversions UInt64,
    video_starts UInt64,
    video_first_quartiles UInt64,
    video_midpoints UInt64,
    video_third_quartiles UInt64,
    video_completes UInt64,
    spend_micros Int64,
    conversion_value_micros Int64
)
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(hour)
ORDER BY (company_id, hour, campaign_id, strategy_id, creative_id, state, city, device, environment, browser,
          site_or_app, content_category, audience_ids, group_id, advertiser_id, currency)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS report_hourly_mv TO report_hourly AS
SELECT
    toStartOfHour(at) AS hour,
    company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids,
    countIf(type = 'impression') AS impressions,
    countIf(type = 'click') AS clicks,
    countIf(type = 'conversion') AS conversions,
    countIf(type = 'video_start') AS video_starts,
    countIf(type = 'video_first_quartile') AS video_first_quartiles,
    countIf(type = 'video_midpoint') AS video_midpoints,
    countIf(type = 'video_third_quartile') AS video_third_quartiles,
    countIf(type = 'video_complete') AS video_completes,
    sum(cost_micros) AS spend_micros,
    sum(value_micros) AS conversion_value_micros
FROM events
WHERE exclusion = '' AND type NOT IN ('bid', 'win', 'loss')
GROUP BY hour, company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids;

-- Reach: per São Paulo day and the same dimensions, a uniqCombined sketch of the users who saw an
-- impression (and how many impressions they saw, for frequency). A report merges the day sketches
-- of its rows (never sums daily reaches).
CREATE TABLE IF NOT EXISTS report_reach_daily
(
    day Date,
    company_id String,
    advertiser_id String,
    campaign_id String,
    group_id String,
    strategy_id String,
    creative_id String,
    state LowCardinality(String),
    city String,
    device LowCardinality(String),
    environment LowCardinality(String),
    browser LowCardinality(String),
    site_or_app String,
    content_category LowCardinality(String),
    audience_ids Array(String),
    reached_impressions SimpleAggregateFunction(sum, UInt64),
    users AggregateFunction(uniqCombined, String)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (company_id, day, campaign_id, strategy_id, creative_id, state, city, device, environment, browser,
          site_or_app, content_category, audience_ids, group_id, advertiser_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS report_reach_daily_mv TO report_reach_daily AS
SELECT
    toDate(at, 'America/Sao_Paulo') AS day,
    company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids,
    count() AS reached_impressions,
    uniqCombinedState(user_key) AS users
FROM events
WHERE exclusion = '' AND type = 'impression' AND user_key != ''
GROUP BY day, company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids;

-- The events stored before these views existed (migrations run at open, before this process ships).
INSERT INTO report_hourly
SELECT
    toStartOfHour(at) AS hour,
    company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids,
    countIf(type = 'impression'), countIf(type = 'click'), countIf(type = 'conversion'),
    countIf(type = 'video_start'), countIf(type = 'video_first_quartile'), countIf(type = 'video_midpoint'),
    countIf(type = 'video_third_quartile'), countIf(type = 'video_complete'),
    sum(cost_micros), sum(value_micros)
FROM events FINAL
WHERE exclusion = '' AND type NOT IN ('bid', 'win', 'loss')
GROUP BY hour, company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids;

INSERT INTO report_reach_daily
SELECT
    toDate(at, 'America/Sao_Paulo') AS day,
    company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids,
    count(), uniqCombinedState(user_key)
FROM events FINAL
WHERE exclusion = '' AND type = 'impression' AND user_key != ''
GROUP BY day, company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids;
