import { Grid, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stateOptions } from '../../components/forms/brazilian-states';
import { CityField } from '../../components/forms/CityField';
import { useZipcodeAutofill } from '../../components/forms/use-zipcode-autofill';
import { ZipcodeInput } from '../../components/forms/ZipcodeInput';
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
  const { t } = useTranslation();
  const { errors } = form.formState;
  const mode = fieldMode(readOnly);
  const addressErrors = errors.address;
  const zipcode = form.watch('address.zipcode');
  const state = form.watch('address.state');
  const [typed, setTyped] = useState(false);
  const { searching, hint } = useZipcodeAutofill({
    zipcode,
    enabled: typed,
    fill: (part, value) =>
      form.setValue(`address.${part}`, value, { shouldDirty: true, shouldValidate: value !== '' }),
    focus: (part) => form.setFocus(`address.${part}`),
  });

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
              searching={searching}
              error={addressErrors?.zipcode?.message}
              hint={hint}
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
        <Controller
          control={form.control}
          name="address.city"
          render={({ field }) => (
            <CityField
              label={t('company:address.city')}
              {...mode(true)}
              state={state}
              {...field}
              error={addressErrors?.city?.message}
            />
          )}
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
