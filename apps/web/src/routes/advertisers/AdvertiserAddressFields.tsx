import { Grid, Select, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isBrazilianState, stateOptions } from '../../components/forms/brazilian-states';
import { ZipcodeInput } from '../../components/forms/ZipcodeInput';
import { useZipcodeLookup } from '../../hooks/api/addresses';
import { zipcodeFilledHint } from '../../components/forms/zipcode-fill';
import type { AdvertiserValues } from './advertiser-form';

interface Props {
  form: UseFormReturn<AdvertiserValues, unknown, unknown>;
  readOnly?: boolean;
}

/**
 * The advertiser's address. In Brazil: CEP with mask, the address filled from the CEP the user
 * types (never overwriting a saved address on load), and the UF list. Abroad: free postal code and region.
 */
export function AdvertiserAddressFields({ form, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const errors = form.formState.errors.address;
  const brazil = form.watch('country') === 'BR';
  const zipcode = form.watch('address.zipcode');
  const [typed, setTyped] = useState(false);
  const lookup = useZipcodeLookup(typed && brazil ? zipcode : '');
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
        {brazil ? (
          <Controller
            control={form.control}
            name="address.zipcode"
            render={({ field }) => (
              <ZipcodeInput
                label={t('advertisers:form.address.zipcode')}
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
                error={errors?.zipcode?.message}
                description={
                  lookup.isFetching
                    ? t('company:address.zipcode_searching')
                    : failed
                      ? t('company:address.zipcode_not_found')
                      : found && lookup.data
                        ? zipcodeFilledHint(lookup.data, t, i18n.language)
                        : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            )}
          />
        ) : (
          <TextInput label={t('advertisers:form.address.postal_code')} readOnly={readOnly} {...form.register('address.zipcode')} error={errors?.zipcode?.message} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={t('advertisers:form.address.street')} required readOnly={readOnly} {...form.register('address.street')} error={errors?.street?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <TextInput label={t('advertisers:form.address.number')} required readOnly={readOnly} {...form.register('address.number')} error={errors?.number?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>
        <TextInput
          label={t('advertisers:form.address.complement')}
          placeholder={t('advertisers:form.address.complement_placeholder')}
          readOnly={readOnly}
          {...form.register('address.complement')}
          error={errors?.complement?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('advertisers:form.address.neighborhood')}
          required={brazil}
          readOnly={readOnly}
          {...form.register('address.neighborhood')}
          error={errors?.neighborhood?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label={t('advertisers:form.address.city')} required readOnly={readOnly} {...form.register('address.city')} error={errors?.city?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        {brazil ? (
          <Controller
            control={form.control}
            name="address.state"
            render={({ field }) => (
              <Select
                label={t('advertisers:form.address.state')}
                placeholder={t('advertisers:form.address.state_placeholder')}
                required
                searchable
                readOnly={readOnly}
                data={stateOptions}
                name={field.name}
                ref={field.ref}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors?.state?.message}
              />
            )}
          />
        ) : (
          <TextInput label={t('advertisers:form.address.region')} required readOnly={readOnly} {...form.register('address.state')} error={errors?.state?.message} />
        )}
      </Grid.Col>
    </Grid>
  );
}
