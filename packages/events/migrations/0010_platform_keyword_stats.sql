-- Issue 29 (reports by keyword): search campaigns' figures per keyword as their platform reports
-- them (Google Ads `FROM keyword_view`: ad_group_criterion.keyword.text / match_type), per
-- campaign, strategy (ad group), São Paulo day. A table beside platform_stats, not a column of it:
-- a campaign's totals stay in platform_stats and a report by keyword reads these rows plus what
-- its platform could not attribute to a keyword. As platform_stats, each fetch is appended and the
-- latest fetch of a row wins (ReplacingMergeTree on fetched_at; read with FINAL). Money in micros.
CREATE TABLE IF NOT EXISTS platform_keyword_stats
(
    campaign_id String,
    strategy_id String,
    platform LowCardinality(String),
    day Date,
    keyword String,
    match_type LowCardinality(String),
    criterion_id String,
    impressions UInt64,
    clicks UInt64,
    cost_micros Int64,
    conversions Float64,
    conversion_value_micros Int64,
    currency LowCardinality(String),
    fetched_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(fetched_at)
PARTITION BY toYYYYMM(day)
ORDER BY (campaign_id, day, strategy_id, criterion_id, keyword, match_type);
