import { Grid, Select, TextInput } from '@mantine/core';
import { currencies, formatMoney, pixelLimits, pixelObjectives, type Currency } from '@verba/domain';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { usePixelDefaultMaxValue } from '../../hooks/api/public-config';
import type { PixelRuleValues } from './pixel-form';

const objectiveKeys = {
  IMPRESSION: 'pixels:objective.IMPRESSION',
  CONVERSION: 'pixels:objective.CONVERSION',
  RETARGETING: 'pixels:objective.RETARGETING',
} as const;

/**
 * The fields of one rule, under `prefix` (`rules.0` in the group form, '' in the add-rule form).
 * Labels carry the rule's number so each field has its own accessible name.
 */
export function PixelRuleFields<Values extends object, Output = Values>({
  prefix,
  number,
  control,
  register,
  errors,
  currency,
}: {
  prefix: string;
  number?: number;
  control: Control<Values, unknown, Output>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<PixelRuleValues> | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const field = (name: keyof PixelRuleValues) =>
    (prefix ? `${prefix}.${name}` : name) as Parameters<UseFormRegister<Values>>[0];
  const label = (key: string) =>
    number ? `${t(key)} (${t('pixels:form.rule_number', { number })})` : t(key);
  const moneyCurrency = (currencies as readonly string[]).includes(currency) ? (currency as Currency) : 'BRL';
  const defaultMaxValue = usePixelDefaultMaxValue();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={label('pixels:form.rule_name')}
          required
          maxLength={pixelLimits.ruleName}
          {...register(field('name'))}
          error={errors?.name?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={label('pixels:form.event_name')}
          description={t('pixels:form.event_name_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          maxLength={pixelLimits.eventName}
          autoCapitalize="off"
          spellCheck={false}
          {...register(field('event_name'))}
          error={errors?.event_name?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={label('pixels:form.event_label')}
          maxLength={pixelLimits.eventLabel}
          {...register(field('event_label'))}
          error={errors?.event_label?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name={field('objective')}
          render={({ field: f }) => (
            <Select
              label={label('pixels:form.objective')}
              required
              allowDeselect={false}
              data={pixelObjectives.map((o) => ({ value: o, label: t(objectiveKeys[o]) }))}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={errors?.objective?.message}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name={field('value')}
          render={({ field: f }) => (
            <MoneyInput
              label={label('pixels:form.value')}
              description={t('pixels:form.value_hint', { currency })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              currency={moneyCurrency}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={errors?.value?.message}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          control={control}
          name={field('max_value')}
          render={({ field: f }) => (
            <MoneyInput
              label={label('pixels:form.max_value')}
              description={t('pixels:form.max_value_hint', {
                default: defaultMaxValue === undefined ? '—' : formatMoney(defaultMaxValue, moneyCurrency),
              })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              currency={moneyCurrency}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={errors?.max_value?.message}
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
}
