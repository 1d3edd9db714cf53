-- Issue 25 (spend follows exchange truth): what Verba counted as billed per exchange, strategy and
-- minute — the billing events (nurl/burl, one per bid) and their cost — so that each exchange's
-- daily report can be compared with Verba's count and with the ledger's postings (the ledger posts
-- per strategy and minute: the per-strategy rows let its postings be attributed to exchanges).
CREATE TABLE IF NOT EXISTS exchange_spend_minute
(
    minute DateTime('UTC'),
    exchange_id LowCardinality(String),
    strategy_id String,
    currency LowCardinality(String),
    billed UInt64,
    cost_micros Int64
)
ENGINE = SummingMergeTree
PARTITION BY toDate(minute)
ORDER BY (minute, exchange_id, strategy_id, currency)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS exchange_spend_minute_mv TO exchange_spend_minute AS
SELECT
    toStartOfMinute(at) AS minute,
    exchange_id,
    strategy_id,
    currency,
    count() AS billed,
    sum(cost_micros) AS cost_micros
FROM events
WHERE events.exclusion = '' AND events.type = 'billing'
GROUP BY minute, exchange_id, strategy_id, currency;
