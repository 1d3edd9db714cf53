import { ActionIcon, Badge, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import {
  brazilianStates,
  defaultCampaignRuleSettings,
  foldForSearch,
  type StrategyLocation,
} from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrazilStates, useCities, type City } from '../../../hooks/api/audiences';
import { addLocation, coveredByState, removeLocation } from './location-selection';
import { useLocationLabel } from './use-location-label';

const radiusRange = defaultCampaignRuleSettings.radiusKm;
type BrazilianStateCode = (typeof brazilianStates)[number];

interface LocationPickerProps {
  value: StrategyLocation[];
  onChange: (next: StrategyLocation[]) => void;
  error?: string | undefined;
  testId: string;
}

/**
 * Brazil, its 27 states and 5,570 municipalities (IBGE), and radii around a municipality.
 * Municipalities are searched on the server (accent-insensitive, 20 at a time), so the list stays
 * short on a phone; a chosen state covers its municipalities, which are then shown but disabled.
 */
export function LocationPicker({ value, onChange, error, testId }: LocationPickerProps) {
  const { t } = useTranslation();
  const states = useBrazilStates();
  const [citySearch, setCitySearch] = useState('');
  const [debounced] = useDebouncedValue(citySearch, 250);
  const cities = useCities(debounced);
  const [radiusCity, setRadiusCity] = useState<City | null>(null);
  const [radiusSearch, setRadiusSearch] = useState('');
  const [radiusDebounced] = useDebouncedValue(radiusSearch, 250);
  const radiusCities = useCities(radiusDebounced);
  const [km, setKm] = useState<number>(10);
  const [point, setPoint] = useState<{ lat: number | ''; lng: number | '' }>({ lat: '', lng: '' });
  const pointGiven = point.lat !== '' && point.lng !== '';
  const label = useLocationLabel(value);

  const wholeCountry = value.some((l) => l.kind === 'country');
  const add = (location: StrategyLocation) => onChange(addLocation(value, location));
  const cityOptions = (list: City[] | undefined, forRadius: boolean) =>
    (list ?? []).map((c) => ({
      value: String(c.ibge_code),
      label: `${c.name} · ${c.uf}`,
      disabled: !forRadius && coveredByState(value, c.uf),
    }));

  return (
    <Stack gap="xs" data-testid={testId}>
      <Group gap="xs">
        <Button
          size="xs"
          variant={wholeCountry ? 'filled' : 'light'}
          onClick={() => add({ kind: 'country', country: 'BR' })}
        >
          {t('campaigns:wizard.locations.whole_brazil')}
        </Button>
      </Group>
      <Select
        label={t('campaigns:wizard.locations.state')}
        placeholder={t('campaigns:wizard.locations.state_placeholder')}
        data={(states.data ?? []).map((s) => ({
          value: s.uf,
          label: `${s.name} · ${s.uf}`,
          disabled: value.some((l) => l.kind === 'state' && l.state === s.uf),
        }))}
        filter={({ options, search }) =>
          options.filter((o) => 'label' in o && foldForSearch(o.label).includes(foldForSearch(search)))
        }
        searchable
        value={null}
        onChange={(uf) => uf && add({ kind: 'state', country: 'BR', state: uf as BrazilianStateCode })}
        data-testid={`${testId}-state`}
      />
      <Select
        label={t('campaigns:wizard.locations.city')}
        description={t('campaigns:wizard.locations.city_hint')}
        placeholder={t('campaigns:wizard.locations.city_placeholder')}
        data={cityOptions(cities.data?.data, false)}
        searchable
        searchValue={citySearch}
        onSearchChange={setCitySearch}
        filter={({ options }) => options}
        value={null}
        onChange={(code) => {
          const city = cities.data?.data.find((c) => String(c.ibge_code) === code);
          if (city)
            add({
              kind: 'city',
              country: 'BR',
              state: city.uf as BrazilianStateCode,
              city: String(city.ibge_code),
            });
          setCitySearch('');
        }}
        nothingFoundMessage={debounced.length >= 2 ? t('campaigns:wizard.locations.no_city') : undefined}
        data-testid={`${testId}-city`}
      />
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          style={{ flex: '1 1 12rem' }}
          label={t('campaigns:wizard.locations.radius_city')}
          description={t('campaigns:wizard.locations.radius_city_hint')}
          data={cityOptions(radiusCities.data?.data, true)}
          searchable
          searchValue={radiusSearch}
          onSearchChange={setRadiusSearch}
          filter={({ options }) => options}
          value={radiusCity ? String(radiusCity.ibge_code) : null}
          onChange={(code) =>
            setRadiusCity(radiusCities.data?.data.find((c) => String(c.ibge_code) === code) ?? null)
          }
        />
        <NumberInput
          w={110}
          label={t('campaigns:wizard.locations.km')}
          min={radiusRange.min}
          max={radiusRange.max}
          value={km}
          onChange={(next) => setKm(typeof next === 'number' ? next : Number(next) || radiusRange.min)}
          suffix=" km"
        />
        <NumberInput
          w={120}
          label={t('campaigns:wizard.locations.lat')}
          min={-90}
          max={90}
          decimalScale={6}
          value={point.lat}
          onChange={(lat) => setPoint({ ...point, lat: typeof lat === 'number' ? lat : '' })}
          disabled={Boolean(radiusCity)}
        />
        <NumberInput
          w={120}
          label={t('campaigns:wizard.locations.lng')}
          min={-180}
          max={180}
          decimalScale={6}
          value={point.lng}
          onChange={(lng) => setPoint({ ...point, lng: typeof lng === 'number' ? lng : '' })}
          disabled={Boolean(radiusCity)}
        />
        <Button
          variant="light"
          disabled={!radiusCity && !pointGiven}
          onClick={() => {
            if (radiusCity) add({ kind: 'radius', city: String(radiusCity.ibge_code), km });
            else if (point.lat !== '' && point.lng !== '')
              add({ kind: 'radius', lat: point.lat, lng: point.lng, km });
            setRadiusCity(null);
            setRadiusSearch('');
            setPoint({ lat: '', lng: '' });
          }}
        >
          {t('campaigns:wizard.locations.add_radius')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('campaigns:wizard.locations.radius_hint', radiusRange)}
      </Text>
      {value.length > 0 ? (
        <Group gap={6}>
          {value.map((l, i) => (
            <Badge
              key={`${l.kind}-${i}`}
              variant="light"
              size="lg"
              tt="none"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={t('campaigns:wizard.locations.remove', { place: label(l) })}
                  onClick={() => onChange(removeLocation(value, i))}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {label(l)}
              {l.kind === 'state' ? ` · ${t('campaigns:wizard.locations.all_cities')}` : ''}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('campaigns:wizard.locations.none')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
