import { Grid, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isBrazilianState, stateOptions } from '../../components/forms/brazilian-states';
import { ZipcodeInput } from '../../components/forms/ZipcodeInput';
import { useZipcodeLookup, type ZipcodeAddress } from '../../hooks/api/addresses';
import { zipcodeFilledHint } from '../../components/forms/zipcode-fill';
import { fieldMode, type CompanyValues } from './company-form';

interface AddressFieldsProps {
  form: UseFormReturn<CompanyValues, unknown, unknown>;
  readOnly: boolean;
}

/**
 * The address, filled from the CEP as soon as it is complete. Only a CEP the user typed is looked
 * up (the saved address is never overwritten on load); a failed lookup leaves the fields to type.
 */
export function AddressFields({ form, readOnly }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const { errors } = form.formState;
  const mode = fieldMode(readOnly);
  const addressErrors = errors.address;
  const zipcode = form.watch('address.zipcode');
  const [typed, setTyped] = useState(false);
  const lookup = useZipcodeLookup(typed ? zipcode : '');
  const digits = zipcode.replace(/\D/g, '');
  // The CEP whose address is in the fields: the saved one at first, then each one looked up.
  const [filled, setFilled] = useState<{ digits: string; found: ZipcodeAddress | null }>({
    digits,
    found: null,
  });

  useEffect(() => {
    const found = lookup.data;
    if (!found || filled.digits === digits || found.zipcode.replace(/\D/g, '') !== digits) return;
    // A new CEP replaces the address of the old one; what the provider does not know is left to type.
    const fill = (
      field: 'address.street' | 'address.neighborhood' | 'address.city' | 'address.state',
      value: string,
    ) => form.setValue(field, value, { shouldDirty: true, shouldValidate: value !== '' });
    fill('address.street', found.street);
    fill('address.neighborhood', found.neighborhood);
    fill('address.city', found.city);
    if (isBrazilianState(found.state)) fill('address.state', found.state);
    setFilled({ digits, found });
    form.setFocus(found.street && found.city ? 'address.number' : 'address.street');
  }, [lookup.data, digits, filled.digits, form]);

  const complete = digits.length === 8;
  const settled = typed && complete && !lookup.isFetching;
  const hint = lookup.isFetching
    ? t('company:address.zipcode_searching')
    : settled && (lookup.isError || lookup.data === false)
      ? t('company:address.zipcode_not_found')
      : settled && filled.found && filled.digits === digits
        ? zipcodeFilledHint(filled.found, t, i18n.language)
        : undefined;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="address.zipcode"
          render={({ field }) => (
            <ZipcodeInput
              label={t('company:address.zipcode')}
              placeholder="00000-000"
              {...mode(true)}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                setTyped(true);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              searching={lookup.isFetching}
              error={addressErrors?.zipcode?.message}
              description={hint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('company:address.street')}
          {...mode(true)}
          {...form.register('address.street')}
          error={addressErrors?.street?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <TextInput
          label={t('company:address.number')}
          {...mode(true)}
          {...form.register('address.number')}
          error={addressErrors?.number?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>
        <TextInput
          label={t('company:address.complement')}
          placeholder={t('company:address.complement_placeholder')}
          {...mode(false)}
          {...form.register('address.complement')}
          error={addressErrors?.complement?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('company:address.neighborhood')}
          {...mode(true)}
          {...form.register('address.neighborhood')}
          error={addressErrors?.neighborhood?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('company:address.city')}
          {...mode(true)}
          {...form.register('address.city')}
          error={addressErrors?.city?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="address.state"
          render={({ field }) => (
            <Select
              label={t('company:address.state')}
              placeholder={t('company:address.state_placeholder')}
              {...mode(true)}
              searchable
              data={stateOptions}
              name={field.name}
              ref={field.ref}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={addressErrors?.state?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
}
