import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ageRanges,
  bidTypesByCampaignType,
  brazilianStates,
  browsers,
  devices,
  environments,
  frequencyCapUnits,
  genders,
  type CampaignType,
  type Currency,
  type StrategyLocation,
} from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavoriteSegments, useSegments } from '../../../hooks/api/audiences';
import type { StrategyInput } from '../../../hooks/api/campaigns';
import { useCustomLists } from '../../../hooks/api/custom-lists';
import { MoneyField } from './MoneyField';

export interface StrategyFieldsProps {
  value: StrategyInput;
  onChange: (next: StrategyInput) => void;
  /** Field path (`name`, `bid.amount`, `frequency_cap.count`…) → translated message. */
  errors: Record<string, string | undefined>;
  campaignType: CampaignType;
  advertiserId: string;
  currency: Currency;
}

function CheckboxSet<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  error,
}: {
  label: string;
  options: readonly T[];
  value: T[] | undefined;
  onChange: (next: T[]) => void;
  labelOf: (option: T) => string;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group label={label} value={value ?? []} onChange={(next) => onChange(next)} error={error}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Checkbox key={option} value={option} label={labelOf(option)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** Audiences: the user's favourite segments and a search of the catalogue (ids already chosen stay listed). */
function AudiencePicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useSegments(
    { search: debounced || undefined, per_page: 20 },
    i18n.language,
    debounced.length > 1,
  );
  const favorites = useFavoriteSegments(1, i18n.language, true);
  const known = new Map<string, string>();
  for (const s of [...(favorites.data?.data ?? []), ...(found.data?.data ?? [])]) known.set(s.id, s.name);
  for (const id of value) if (!known.has(id)) known.set(id, id);
  return (
    <MultiSelect
      label={t('campaigns:pages.strategy.audiences')}
      description={t('campaigns:pages.strategy.audiences_hint')}
      data={[...known].map(([id, name]) => ({ value: id, label: name }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      clearable
    />
  );
}

/**
 * The fields of a strategy (spec §3/§5): name, budget, bid, frequency cap and targeting. Plain
 * props so any form (structure routes, the wizard) can hold the value and show the rule errors.
 */
export function StrategyFields({
  value,
  onChange,
  errors,
  campaignType,
  advertiserId,
  currency,
}: StrategyFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<StrategyInput>) => onChange({ ...value, ...patch });
  const bidTypes = bidTypesByCampaignType[campaignType];
  const lists = useCustomLists({ page: 1, per_page: 100, advertiser_id: advertiserId });
  const cap = value.frequency_cap;
  const enumLabel = (group: string) => (option: string) => t(`campaigns:pages.enums.${group}.${option}`);
  const states = (value.locations ?? []).flatMap((l) => (l.kind === 'state' ? [l.state] : []));
  const otherLocations = (value.locations ?? []).filter((l) => l.kind !== 'state');

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('campaigns:pages.strategy.name')}
          value={value.name ?? ''}
          onChange={(event) => set({ name: event.currentTarget.value || undefined })}
          error={errors.name}
          maxLength={128}
          withAsterisk
          data-testid="strategy-name"
        />
        <MoneyField
          label={t('campaigns:pages.strategy.budget')}
          value={value.budget}
          onChange={(budget) => set({ budget })}
          currency={currency}
          error={errors.budget}
          required
          testId="strategy-budget"
        />
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('campaigns:pages.strategy.bid')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('campaigns:pages.strategy.bid_type')}
            data={bidTypes.map((type) => ({ value: type, label: type }))}
            value={value.bid?.type ?? null}
            onChange={(type) => set({ bid: { ...value.bid, type: type ?? undefined } })}
            error={errors['bid.type']}
            withAsterisk
            data-testid="strategy-bid-type"
          />
          <MoneyField
            label={t('campaigns:pages.strategy.bid_amount')}
            value={value.bid?.amount}
            onChange={(amount) => set({ bid: { ...value.bid, amount } })}
            currency={currency}
            error={errors['bid.amount']}
            required
            testId="strategy-bid-amount"
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Switch
          label={t('campaigns:pages.strategy.frequency_cap')}
          checked={Boolean(cap)}
          onChange={(event) =>
            set({ frequency_cap: event.currentTarget.checked ? { count: 3, period: 1, unit: 'DAYS' } : null })
          }
        />
        {cap && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <NumberInput
              label={t('campaigns:pages.strategy.cap_count')}
              value={cap.count ?? ''}
              onChange={(count) =>
                set({ frequency_cap: { ...cap, count: typeof count === 'number' ? count : undefined } })
              }
              min={1}
              allowDecimal={false}
              error={errors['frequency_cap.count']}
            />
            <NumberInput
              label={t('campaigns:pages.strategy.cap_period')}
              value={cap.period ?? ''}
              onChange={(period) =>
                set({ frequency_cap: { ...cap, period: typeof period === 'number' ? period : undefined } })
              }
              min={1}
              allowDecimal={false}
              error={errors['frequency_cap.period']}
            />
            <Select
              label={t('campaigns:pages.strategy.cap_unit')}
              data={frequencyCapUnits.map((unit) => ({ value: unit, label: enumLabel('units')(unit) }))}
              value={cap.unit ?? null}
              onChange={(unit) => set({ frequency_cap: { ...cap, unit: unit ?? undefined } })}
              error={errors['frequency_cap.unit']}
            />
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="md">
        <Title order={3} size="h5">
          {t('campaigns:pages.strategy.targeting')}
        </Title>
        <AudiencePicker
          value={value.audience_ids ?? []}
          onChange={(audience_ids) => set({ audience_ids })}
          error={errors.audience_ids}
        />
        <MultiSelect
          label={t('campaigns:pages.strategy.states')}
          data={brazilianStates.map((uf) => ({ value: uf, label: uf }))}
          value={states}
          onChange={(next) =>
            set({
              locations: [
                ...otherLocations,
                ...next.map((state): StrategyLocation => ({
                  kind: 'state',
                  country: 'BR',
                  state: state,
                })),
              ],
            })
          }
          searchable
          clearable
          error={errors.locations}
        />
        <MultiSelect
          label={t('campaigns:pages.strategy.lists')}
          data={(lists.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={value.list_ids ?? []}
          onChange={(list_ids) => set({ list_ids })}
          searchable
          clearable
        />
        <CheckboxSet
          label={t('campaigns:pages.strategy.devices')}
          options={devices}
          value={value.devices}
          onChange={(next) => set({ devices: next })}
          labelOf={enumLabel('devices')}
        />
        <CheckboxSet
          label={t('campaigns:pages.strategy.environments')}
          options={environments}
          value={value.environments}
          onChange={(next) => set({ environments: next })}
          labelOf={enumLabel('environments')}
        />
        <CheckboxSet
          label={t('campaigns:pages.strategy.genders')}
          options={genders}
          value={value.genders}
          onChange={(next) => set({ genders: next })}
          labelOf={enumLabel('genders')}
        />
        <CheckboxSet
          label={t('campaigns:pages.strategy.age_ranges')}
          options={ageRanges}
          value={value.age_ranges}
          onChange={(next) => set({ age_ranges: next })}
          labelOf={enumLabel('age_ranges')}
        />
        <CheckboxSet
          label={t('campaigns:pages.strategy.browsers')}
          options={browsers}
          value={value.browsers}
          onChange={(next) => set({ browsers: next })}
          labelOf={enumLabel('browsers')}
        />
      </Stack>
    </Stack>
  );
}
