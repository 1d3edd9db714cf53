-- Issue 29 (reports speed): a daily rollup beside the hourly one. One row per São Paulo day and the
-- same dimensions as report_hourly (hour aside), kept by a materialized view ON report_hourly, so
-- every row that reaches report_hourly (from report_hourly_mv as events are shipped, or written
-- there directly) is folded into its day as well: one materialisation path, two grains. The report
-- engine reads it for every report without the hour-of-day dimension (days, weeks, months and every
-- other dimension are whole São Paulo days; today's day row is as fresh as its hours). São Paulo
-- hours are whole UTC hours, so a day is exactly the sum of its 24 hourly rows.
CREATE TABLE IF NOT EXISTS report_daily
(
    day Date,
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
PARTITION BY toYYYYMM(day)
ORDER BY (company_id, day, campaign_id, strategy_id, creative_id, state, city, device, environment, browser,
          site_or_app, content_category, audience_ids, group_id, advertiser_id, currency);

CREATE MATERIALIZED VIEW IF NOT EXISTS report_daily_mv TO report_daily AS
SELECT
    toDate(hour, 'America/Sao_Paulo') AS day,
    company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids,
    sum(impressions) AS impressions,
    sum(clicks) AS clicks,
    sum(conversions) AS conversions,
    sum(video_starts) AS video_starts,
    sum(video_first_quartiles) AS video_first_quartiles,
    sum(video_midpoints) AS video_midpoints,
    sum(video_third_quartiles) AS video_third_quartiles,
    sum(video_completes) AS video_completes,
    sum(spend_micros) AS spend_micros,
    sum(conversion_value_micros) AS conversion_value_micros
FROM report_hourly
GROUP BY day, company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids;

-- The hours already rolled up (migrations run at open, before this process ships). Only into an
-- empty table, so a file interrupted after this statement and applied again does not count twice.
INSERT INTO report_daily
SELECT
    toDate(hour, 'America/Sao_Paulo') AS day,
    company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids,
    sum(impressions), sum(clicks), sum(conversions), sum(video_starts), sum(video_first_quartiles),
    sum(video_midpoints), sum(video_third_quartiles), sum(video_completes),
    sum(spend_micros), sum(conversion_value_micros)
FROM report_hourly
WHERE (SELECT count() FROM report_daily) = 0
GROUP BY day, company_id, advertiser_id, campaign_id, group_id, strategy_id, creative_id, currency,
    state, city, device, environment, browser, site_or_app, content_category, audience_ids;
