import { Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { formatMoney, pixelLimits, pixelObjectives, type Currency } from '@verba/domain';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation();
  const field = (name: keyof PixelRuleValues) =>
    (prefix ? `${prefix}.${name}` : name) as Parameters<UseFormRegister<Values>>[0];
  const label = (key: string) =>
    number ? `${t(key)} (${t('pixels:form.rule_number', { number })})` : t(key);
  const decimal = i18n.language === 'en' ? '.' : ',';
  const defaultMaxValue = usePixelDefaultMaxValue();
  const money = (name: 'value' | 'max_value', labelKey: string, description: string) => (
    <Controller
      control={control}
      name={field(name)}
      render={({ field: f }) => (
        <NumberInput
          label={label(labelKey)}
          description={description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator={decimal}
          thousandSeparator={decimal === ',' ? '.' : ','}
          hideControls
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          error={errors?.[name]?.message}
        />
      )}
    />
  );
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
        {money('value', 'pixels:form.value', t('pixels:form.value_hint', { currency }))}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {money(
          'max_value',
          'pixels:form.max_value',
          t('pixels:form.max_value_hint', {
            default: defaultMaxValue === undefined ? '—' : formatMoney(defaultMaxValue, currency as Currency),
          }),
        )}
      </Grid.Col>
    </Grid>
  );
}
