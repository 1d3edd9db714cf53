-- A short human code for every payment order (issue 9): `PED-7K3Q9X` is derived from this
-- sequential number by packages/domain/src/payments/order-code.ts (a bijection, so it reads back
-- to the number). Existing orders are numbered as the column is added. The unique index finds an
-- order by its code (search in the company's and the staff's payment lists).
ALTER TABLE payment_orders ADD COLUMN number bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX payment_orders_number ON payment_orders (number);
