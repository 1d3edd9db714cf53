import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { brazilianBanks } from '@verba/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Lower case without accents: "itau" finds "ITAÚ UNIBANCO S.A.". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const filter: OptionsFilter = ({ options, search, limit }) => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const matches = (options as ComboboxItem[]).filter((option) => {
    const label = fold(option.label);
    return words.every((word) => label.includes(word));
  });
  return matches.slice(0, limit);
};

/** The COMPE bank list, searchable by code or name (`341 · ITAÚ UNIBANCO S.A.`). */
export function BankSelect(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const { t } = useTranslation();
  const data = useMemo(() => brazilianBanks().map((bank) => ({ value: bank.code, label: `${bank.code} · ${bank.name}` })), []);
  return (
    <Select
      searchable
      filter={filter}
      limit={50}
      maxDropdownHeight={280}
      nothingFoundMessage={t('finances_payouts:bank_accounts.form.bank_nothing_found')}
      placeholder={t('finances_payouts:bank_accounts.form.bank_placeholder')}
      {...props}
      data={data}
    />
  );
}
