import { Grid, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stateOptions } from '../../components/forms/brazilian-states';
import { CityField } from '../../components/forms/CityField';
import { useZipcodeAutofill } from '../../components/forms/use-zipcode-autofill';
import { ZipcodeInput } from '../../components/forms/ZipcodeInput';
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
  const { t } = useTranslation();
  const errors = form.formState.errors.address;
  const brazil = form.watch('country') === 'BR';
  const zipcode = form.watch('address.zipcode');
  const state = form.watch('address.state');
  const [typed, setTyped] = useState(false);
  const { searching, hint } = useZipcodeAutofill({
    zipcode,
    enabled: typed && brazil,
    fill: (part, value) =>
      form.setValue(`address.${part}`, value, { shouldDirty: true, shouldValidate: true }),
    focus: (part) => form.setFocus(`address.${part}`),
  });

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
                searching={searching}
                error={errors?.zipcode?.message}
                hint={hint}
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
        {brazil ? (
          <Controller
            control={form.control}
            name="address.city"
            render={({ field }) => (
              <CityField
                label={t('advertisers:form.address.city')}
                required
                readOnly={readOnly}
                state={state}
                {...field}
                error={errors?.city?.message}
              />
            )}
          />
        ) : (
          <TextInput label={t('advertisers:form.address.city')} required readOnly={readOnly} {...form.register('address.city')} error={errors?.city?.message} />
        )}
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
