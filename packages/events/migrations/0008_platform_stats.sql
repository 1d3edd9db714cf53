-- Issue 27 (channels): delivery figures of campaigns on their own platforms (Google Ads, Meta,
-- Spotify, the managed service), per campaign, strategy, São Paulo day and hour (255 = the whole
-- day), as fetched. Platforms restate recent days, so each fetch is appended and the latest fetch of
-- a row wins (ReplacingMergeTree on fetched_at; read with FINAL). Money in micros of `currency`.
CREATE TABLE IF NOT EXISTS platform_stats
(
    campaign_id String,
    strategy_id String,
    platform LowCardinality(String),
    day Date,
    hour UInt8,
    impressions UInt64,
    clicks UInt64,
    cost_micros Int64,
    conversions Float64,
    conversion_value_micros Int64,
    video_views UInt64,
    video_q25 UInt64,
    video_q50 UInt64,
    video_q75 UInt64,
    video_q100 UInt64,
    currency LowCardinality(String),
    fetched_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(fetched_at)
PARTITION BY toYYYYMM(day)
ORDER BY (campaign_id, day, hour, strategy_id);
