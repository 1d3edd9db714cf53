-- A refused card is not a dead end (issue 9): the payer may open one new order from the refused
-- one's public page, with another card or another method. `retry_of` names the refused order; its
-- uniqueness makes that one new order per refused order, so a repeated request finds it again.
ALTER TABLE payment_orders ADD COLUMN retry_of uuid UNIQUE REFERENCES payment_orders (id);
