-- Payment order limits per currency (the rule: packages/domain/src/payments/order-limits.ts).
-- BRL stays R$ 500,00 to R$ 50.000,00 (spec §5); EUR and USD orders may now start at 100.00.
-- This CHECK is the backstop, not the rule: EUR and USD keep the old 50,000.00 ceiling here
-- because orders created under the old limits may still move through their statuses (an
-- UPDATE re-checks the row); the use case refuses new ones above 10,000.00.
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_amount_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_amount_check
  CHECK (amount <= 5000000 AND amount >= CASE currency WHEN 'BRL' THEN 50000 ELSE 10000 END);
