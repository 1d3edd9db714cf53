import type { WalletEntryView } from '@verba/domain';

type EntryType = WalletEntryView['type'];

/** i18n keys of the wallet entry types (spec §3), as full literals for the i18n check. */
export const entryTypeLabelKeys: Record<EntryType, string> = {
  CREDIT: 'finances:entry_type.CREDIT',
  FAILED_TRANSFER_FUND: 'finances:entry_type.FAILED_TRANSFER_FUND',
  DEBIT: 'finances:entry_type.DEBIT',
  CHARGEBACK: 'finances:entry_type.CHARGEBACK',
  REFUND: 'finances:entry_type.REFUND',
  CHECKOUT: 'finances:entry_type.CHECKOUT',
};

export const entryTypeColors: Record<EntryType, string> = {
  CREDIT: 'teal',
  FAILED_TRANSFER_FUND: 'cyan',
  DEBIT: 'gray',
  CHECKOUT: 'blue',
  REFUND: 'orange',
  CHARGEBACK: 'red',
};

/** What a ledger movement was, in words; unknown kinds fall back to the entry type. */
const kindLabelKeys: Record<string, string> = {
  payment_credit: 'finances:entry_kind.payment_credit',
  bonus_credit: 'finances:entry_kind.bonus_credit',
  cashback_release: 'finances:entry_kind.cashback_release',
  symbolic_credit: 'finances:entry_kind.symbolic_credit',
  reservation: 'finances:entry_kind.reservation',
  spend: 'finances:entry_kind.spend',
  release: 'finances:entry_kind.release',
  withdrawal: 'finances:entry_kind.withdrawal',
  withdrawal_fee: 'finances:entry_kind.withdrawal_fee',
  failed_transfer_fund: 'finances:entry_kind.failed_transfer_fund',
  refund: 'finances:entry_kind.refund',
  chargeback: 'finances:entry_kind.chargeback',
  chargeback_recovery: 'finances:entry_kind.chargeback_recovery',
  checkout: 'finances:entry_kind.checkout',
  adjustment: 'finances:entry_kind.adjustment',
};

export const entryDescriptionKey = (entry: Pick<WalletEntryView, 'kind' | 'type'>) =>
  kindLabelKeys[entry.kind] ?? entryTypeLabelKeys[entry.type];
