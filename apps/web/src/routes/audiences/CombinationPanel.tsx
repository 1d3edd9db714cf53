import {
  Badge,
  CloseButton,
  Group,
  MultiSelect,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { platformPeople } from '@verba/domain';
import { maxSegmentsPerStrategy } from '@verba/domain/schemas/audiences';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import {
  useBrazilStates,
  useCities,
  useCitiesByCode,
  useReach,
  type SegmentDetail,
} from '../../hooks/api/audiences';
import { ReachRange, useReachFormat } from './segment-bits';

export interface Combination {
  pick: string[];
  states: string[];
  cities: number[];
}

/**
 * A strategy's audience in the making: segments (OR-ed, at most 10) within states and cities, and
 * the estimated reach as bars against everyone on the platform.
 */
export function CombinationPanel({
  language,
  combination,
  onChange,
}: {
  language: string;
  combination: Combination;
  onChange: (next: Partial<Combination>) => void;
}) {
  const { t } = useTranslation();
  const format = useReachFormat();
  const states = useBrazilStates();
  const [citySearch, setCitySearch] = useState('');
  const [debouncedCitySearch] = useDebouncedValue(citySearch, 250);
  const cities = useCities(debouncedCitySearch);
  const [cityNames, setCityNames] = useState<Record<number, string>>({});
  const unnamed = combination.cities.filter((code) => !cityNames[code]);
  const named = useCitiesByCode(unnamed);
  const cityName = (code: number) => {
    const city = named.data?.data.find((c) => c.ibge_code === code);
    return (
      cityNames[code] ?? (city ? `${city.name} (${city.uf})` : t('audiences:combination.city_code', { code }))
    );
  };
  const reach = useReach({
    segment_ids: combination.pick,
    states: combination.states,
    cities: combination.cities,
  });
  const picked = useQueries({
    queries: combination.pick.map((id) => ({
      queryKey: ['audiences', 'segment', language, id],
      queryFn: () => api.get<SegmentDetail>(`audiences/segments/${encodeURIComponent(id)}`),
      staleTime: 60_000,
    })),
  });
  const covered = new Set(reach.data?.covered_segment_ids ?? []);
  const estimate = reach.data?.reach;
  const segmentsOnly = reach.data?.segments_reach;
  const percent = (people: number | undefined) => ((people ?? 0) / platformPeople) * 100;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="combination-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="combination-title">
            {t('audiences:combination.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('audiences:combination.hint', { max: maxSegmentsPerStrategy })}
          </Text>
        </div>

        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('audiences:combination.segments', {
              count: combination.pick.length,
              max: maxSegmentsPerStrategy,
            })}
          </Text>
          {combination.pick.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('audiences:combination.empty')}
            </Text>
          ) : (
            <Group gap={6} data-testid="combination-segments">
              {combination.pick.map((id, index) => {
                const name = picked[index]?.data?.name ?? id;
                return (
                  <Badge
                    key={id}
                    variant={covered.has(id) ? 'outline' : 'light'}
                    size="lg"
                    radius="sm"
                    tt="none"
                    styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
                    title={covered.has(id) ? t('audiences:combination.covered') : undefined}
                    rightSection={
                      <CloseButton
                        size="xs"
                        aria-label={t('audiences:combination.remove', { name })}
                        onClick={() => onChange({ pick: combination.pick.filter((p) => p !== id) })}
                      />
                    }
                  >
                    {name}
                  </Badge>
                );
              })}
            </Group>
          )}
        </Stack>

        <MultiSelect
          label={t('audiences:combination.states')}
          placeholder={combination.states.length === 0 ? t('audiences:combination.all_brazil') : undefined}
          data={(states.data ?? []).map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }))}
          value={combination.states}
          onChange={(value) => onChange({ states: value })}
          searchable
          clearable
          nothingFoundMessage={t('audiences:combination.nothing_found')}
        />
        <Select
          label={t('audiences:combination.cities')}
          placeholder={t('audiences:combination.city_placeholder')}
          searchable
          searchValue={citySearch}
          onSearchChange={setCitySearch}
          value={null}
          filter={({ options }) => options}
          data={(cities.data?.data ?? [])
            .filter((c) => !combination.cities.includes(c.ibge_code))
            .map((c) => ({ value: String(c.ibge_code), label: `${c.name} (${c.uf})` }))}
          onChange={(value) => {
            const city = cities.data?.data.find((c) => String(c.ibge_code) === value);
            if (!city) return;
            setCityNames((names) => ({ ...names, [city.ibge_code]: `${city.name} (${city.uf})` }));
            onChange({ cities: [...combination.cities, city.ibge_code] });
            setCitySearch('');
          }}
          nothingFoundMessage={
            debouncedCitySearch.length >= 2 ? t('audiences:combination.nothing_found') : undefined
          }
        />
        {combination.cities.length > 0 && (
          <Group gap={6}>
            {combination.cities.map((code) => {
              const name = cityName(code);
              return (
                <Badge
                  key={code}
                  variant="light"
                  color="gray"
                  size="lg"
                  radius="sm"
                  tt="none"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={t('audiences:combination.remove', { name })}
                      onClick={() => onChange({ cities: combination.cities.filter((c) => c !== code) })}
                    />
                  }
                >
                  {name}
                </Badge>
              );
            })}
          </Group>
        )}

        <Stack
          gap={6}
          aria-live="polite"
          data-testid="combination-reach"
          style={{ opacity: reach.isPlaceholderData ? 0.6 : 1 }}
        >
          <Text size="xs" c="dimmed">
            {t('audiences:combination.estimate')}
          </Text>
          <Text fw={700} size="xl">
            {estimate ? t('audiences:reach.people', { people: format(estimate.people) }) : '…'}
          </Text>
          {estimate && (
            <Text size="xs" c="dimmed">
              <ReachRange reach={estimate} />
            </Text>
          )}
          <ReachBar
            label={t('audiences:combination.bar_platform')}
            value={100}
            people={format(platformPeople)}
            color="gray"
          />
          <ReachBar
            label={t('audiences:combination.bar_segments')}
            value={percent(segmentsOnly?.people)}
            people={segmentsOnly ? format(segmentsOnly.people) : '…'}
            color="verba"
          />
          <ReachBar
            label={t('audiences:combination.bar_locations')}
            value={percent(estimate?.people)}
            people={estimate ? format(estimate.people) : '…'}
            color="teal"
          />
        </Stack>
        <Text size="xs" c="dimmed">
          {t('audiences:combination.model_note')}
        </Text>
      </Stack>
    </Paper>
  );
}

function ReachBar({
  label,
  value,
  people,
  color,
}: {
  label: string;
  value: number;
  people: string;
  color: string;
}) {
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs">{label}</Text>
        <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {people}
        </Text>
      </Group>
      <Progress value={Math.max(value, value > 0 ? 0.8 : 0)} color={color} size="md" aria-label={label} />
    </div>
  );
}
