import { Grid, Select, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isBrazilianState, stateOptions } from '../../components/forms/brazilian-states';
import { ZipcodeInput } from '../../components/forms/ZipcodeInput';
import { useZipcodeLookup } from '../../hooks/api/addresses';
import type { CompanyValues } from './company-form';

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
  const addressErrors = errors.address;
  const zipcode = form.watch('address.zipcode');
  const [typed, setTyped] = useState(false);
  const lookup = useZipcodeLookup(typed ? zipcode : '');
  const digits = zipcode.replace(/\D/g, '');
  const filledFor = useRef(digits);

  useEffect(() => {
    const found = lookup.data;
    if (!found || lookup.isPlaceholderData || filledFor.current === digits || found.zipcode.replace(/\D/g, '') !== digits) return;
    filledFor.current = digits;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('address.street', found.street, options);
    form.setValue('address.neighborhood', found.neighborhood, options);
    form.setValue('address.city', found.city, options);
    if (isBrazilianState(found.state)) form.setValue('address.state', found.state, options);
    form.setFocus(found.street ? 'address.number' : 'address.street');
  }, [lookup.data, lookup.isPlaceholderData, digits, form]);

  const complete = digits.length === 8;
  const failed = typed && complete && !lookup.isFetching && (lookup.isError || lookup.data === false);
  const found = typed && complete && !lookup.isFetching && Boolean(lookup.data) && filledFor.current === digits;

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
              required
              readOnly={readOnly}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                setTyped(true);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              searching={lookup.isFetching}
              error={addressErrors?.zipcode?.message}
              description={
                lookup.isFetching
                  ? t('company:address.zipcode_searching')
                  : failed
                    ? t('company:address.zipcode_not_found')
                    : found
                      ? t('company:address.zipcode_found')
                      : undefined
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={t('company:address.street')} required readOnly={readOnly} {...form.register('address.street')} error={addressErrors?.street?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <TextInput label={t('company:address.number')} required readOnly={readOnly} {...form.register('address.number')} error={addressErrors?.number?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>
        <TextInput
          label={t('company:address.complement')}
          placeholder={t('company:address.complement_placeholder')}
          readOnly={readOnly}
          {...form.register('address.complement')}
          error={addressErrors?.complement?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('company:address.neighborhood')} required readOnly={readOnly} {...form.register('address.neighborhood')} error={addressErrors?.neighborhood?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label={t('company:address.city')} required readOnly={readOnly} {...form.register('address.city')} error={addressErrors?.city?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Controller
          control={form.control}
          name="address.state"
          render={({ field }) => (
            <Select
              label={t('company:address.state')}
              placeholder={t('company:address.state_placeholder')}
              required
              searchable
              readOnly={readOnly}
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
