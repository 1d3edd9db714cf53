-- One row per bidder and minute; a later row for the same key replaces the earlier (read with FINAL).
CREATE TABLE IF NOT EXISTS bidder_stats
(
    bidder_id String,
    minute DateTime('UTC'),
    requests UInt64,
    bid_responses UInt64,
    bids UInt64,
    timeouts UInt64,
    malformed UInt64,
    no_bids Map(String, UInt64),
    latency_p50_ms Float64,
    latency_p99_ms Float64,
    written_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(written_at)
PARTITION BY toDate(minute)
ORDER BY (bidder_id, minute);
