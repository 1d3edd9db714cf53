-- Agency cashback is taken back when the payment it rewarded is refunded or charged back:
-- transfers of kind bonus_reversal (company_wallet → bonus_expense, and the part the company no
-- longer holds from its chargeback_receivable → bonus_expense).
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN (
  'payment_credit', 'bonus_credit', 'bonus_reversal', 'symbolic_credit', 'reservation', 'spend', 'release',
  'withdrawal', 'withdrawal_fee', 'payout_settlement', 'failed_transfer_fund', 'refund',
  'chargeback', 'chargeback_recovery', 'checkout', 'adjustment'
));
