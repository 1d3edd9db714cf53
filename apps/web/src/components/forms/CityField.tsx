import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStateMunicipalities } from '../../hooks/api/addresses';

/**
 * The city of a Brazilian address: free text, with the IBGE municipalities of the chosen state
 * offered as the user types (accents and case ignored by the server's search). Works when the CEP
 * service is down: the state comes from the CEP's range, the city from this list.
 */
export function CityField({
  state,
  value,
  onChange,
  ...props
}: Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'filter'> & {
  state: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const municipalities = useStateMunicipalities(props.readOnly ? '' : state, value);
  const names = [...new Set((municipalities.data?.data ?? []).map((m) => m.name))];
  return (
    <Autocomplete
      placeholder={state ? t('company:address.city_placeholder') : undefined}
      {...props}
      value={value}
      onChange={onChange}
      data={names.includes(value) && names.length === 1 ? [] : names}
      filter={({ options }) => options}
      limit={30}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
