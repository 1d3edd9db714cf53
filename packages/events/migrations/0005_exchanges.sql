-- Issue 25 (DESIGN §8a): every event carries the registered exchange its bid was answered for, so
-- spend can be read and reconciled per exchange. '' for rows written before exchanges existed.
ALTER TABLE events ADD COLUMN IF NOT EXISTS exchange_id LowCardinality(String) DEFAULT '';

-- Per-exchange spend per minute: exchange_id joins the summing key (a new column may be appended to
-- the sorting key in the same ALTER, without a DEFAULT expression: '' is its type's default), and the view that fills the table is recreated with it.
ALTER TABLE spend_minute
    ADD COLUMN IF NOT EXISTS exchange_id LowCardinality(String),
    MODIFY ORDER BY (minute, campaign_id, strategy_id, lease_id, exchange_id);

DROP TABLE IF EXISTS spend_minute_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS spend_minute_mv TO spend_minute AS
SELECT
    toStartOfMinute(at) AS minute,
    campaign_id,
    strategy_id,
    lease_id,
    exchange_id,
    sum(cost_micros) AS cost_micros,
    countIf(type = 'impression') AS impressions
FROM events
WHERE events.exclusion = '' AND (events.cost_micros != 0 OR events.type = 'impression')
GROUP BY minute, campaign_id, strategy_id, lease_id, exchange_id;

-- Bid requests refused before any bid (no credentials, bad signature, address not allowed, paused,
-- unknown exchange path), counted per bidder and minute by reason.
ALTER TABLE bidder_stats ADD COLUMN IF NOT EXISTS refused Map(String, UInt64);

-- Conversion attribution can tell which exchange a touch came from.
ALTER TABLE touches ADD COLUMN IF NOT EXISTS exchange_id LowCardinality(String) DEFAULT '';

DROP TABLE IF EXISTS touches_mv;

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
    currency,
    exchange_id
FROM events
WHERE exclusion = '' AND user_key != '' AND type IN ('click', 'impression');
