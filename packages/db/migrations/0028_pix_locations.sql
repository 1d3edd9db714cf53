-- Dynamic Pix (issue 9): a sandbox Pix order's BR Code carries a location URL
-- (`APP_URL/pix/qr/v2/<location id>`) whose signed payload the payer's bank fetches. The location
-- id lives in the order's instructions; this index finds the order by it (and keeps it unique).
-- Pix orders from before this migration have no location id and are not indexed.
CREATE UNIQUE INDEX payment_orders_pix_location ON payment_orders ((instructions ->> 'location_id'))
  WHERE method = 'PIX' AND instructions ->> 'location_id' IS NOT NULL;
