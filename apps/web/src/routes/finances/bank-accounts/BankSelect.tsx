import { Select, type SelectProps } from '@mantine/core';
import { brazilianBanks } from '@verba/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The COMPE bank list, searchable by code or name (`341 · ITAÚ UNIBANCO S.A.`). */
export function BankSelect(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const { t } = useTranslation();
  const data = useMemo(() => brazilianBanks().map((bank) => ({ value: bank.code, label: `${bank.code} · ${bank.name}` })), []);
  return (
    <Select
      searchable
      limit={50}
      maxDropdownHeight={280}
      nothingFoundMessage={t('finances_payouts:bank_accounts.form.bank_nothing_found')}
      placeholder={t('finances_payouts:bank_accounts.form.bank_placeholder')}
      {...props}
      data={data}
    />
  );
}
