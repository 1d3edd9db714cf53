-- Agency cashback from a payment the payer can still reverse (card, PayPal) is held before it can
-- be withdrawn (issue 8): booked bonus_expense → cashback_hold (the company's, per currency; never
-- negative, a cached balance like a wallet), released cashback_hold → company_wallet at paid_at +
-- CASHBACK_HOLD_DAYS (kind cashback_release), or taken back from the hold by a refund or chargeback
-- while still held (bonus_reversal).
INSERT INTO ledger_account_types (type, external) VALUES ('cashback_hold', false);

ALTER DOMAIN ledger_transfer_kind DROP CONSTRAINT ledger_transfer_kind_check;
ALTER DOMAIN ledger_transfer_kind ADD CONSTRAINT ledger_transfer_kind_check CHECK (VALUE = ANY ('{payment_credit,bonus_credit,bonus_reversal,cashback_release,symbolic_credit,reservation,spend,release,withdrawal,withdrawal_fee,payout_settlement,failed_transfer_fund,refund,chargeback,chargeback_recovery,checkout,adjustment}'::text[]));
