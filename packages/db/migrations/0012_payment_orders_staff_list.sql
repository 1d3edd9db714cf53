-- The staff back office lists every company's payment orders newest first (GET staff/payment-orders).
CREATE INDEX payment_orders_created ON payment_orders (created_at DESC, id DESC);
