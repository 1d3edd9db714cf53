-- Orders of the manual gateway (live mode: bank deposits confirmed by staff) have no gateway to
-- report their expiry: each gets a `payments.expire-order` job due at its expires_at, enqueued
-- with the order (packages/core/src/payment-orders/schedule-order-expiry.ts). This enqueues the
-- same job for the orders created before that, still waiting for payment (one per order: the
-- dedupe key is the one the app uses).
INSERT INTO jobs (kind, payload, run_at, dedupe_key)
SELECT 'payments.expire-order', jsonb_build_object('order_id', id), expires_at, 'payments.expire-order:' || id
FROM payment_orders
WHERE gateway = 'manual' AND status IN ('pending', 'waiting_payment') AND expires_at IS NOT NULL
ON CONFLICT (dedupe_key) DO NOTHING;
