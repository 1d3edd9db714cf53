import {
  Alert,
  Badge,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import {
  audienceAvailableParams,
  audienceEligibility,
  defaultCampaignRuleSettings,
  type CampaignObjective,
  type StrategyLocation,
} from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import {
  useFavoriteSegments,
  useReach,
  useSegments,
  type Segment,
  type SegmentDetail,
} from '../../../hooks/api/audiences';
import { FavoriteStar, KindBadge, ReachRange } from '../../audiences/segment-bits';
import { AudienceSuggestions } from './AudienceSuggestions';
import { reachPlaces } from './location-selection';

const { maxAudiences, recommendedMinAudiences } = defaultCampaignRuleSettings;

interface AudiencePickerProps {
  value: string[];
  onChange: (next: string[]) => void;
  locations: StrategyLocation[];
  /** The advertiser's creation instant: under 4 days old it gets broad audiences only (spec §5). */
  advertiserCreatedAt?: string | undefined;
  error?: string | undefined;
  testId: string;
  /** The campaign's advertiser and objective: with an advertiser, "Sugerir públicos" is offered (issue 30). */
  advertiserId?: string | undefined;
  objective?: CampaignObjective | undefined;
}

/** While the advertiser is under 4 days old: when segmented audiences become available (else undefined). */
function segmentsLockedUntil(advertiserCreatedAt: string | undefined) {
  if (!advertiserCreatedAt) return undefined;
  const eligibility = audienceEligibility({
    advertiserCreatedAt: new Date(advertiserCreatedAt),
    now: new Date(),
  });
  return eligibility.allowed.includes('catalogue')
    ? undefined
    : audienceAvailableParams(eligibility.catalogueFrom);
}

/**
 * The strategy's audience segments: searched or picked from favourites, counted against the limit
 * of broad and segmented audiences, with the estimated reach of the segments within the strategy's
 * places (asked again, debounced, as both change).
 */
export function AudiencePicker({
  value,
  onChange,
  locations,
  advertiserCreatedAt,
  error,
  testId,
  advertiserId,
  objective,
}: AudiencePickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [tab, setTab] = useState<'search' | 'favorites'>('search');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const segments = useSegments(
    { page: 1, per_page: 10, search: debounced || undefined },
    language,
    tab === 'search',
  );
  const favorites = useFavoriteSegments(1, language, tab === 'favorites');
  const rows: Segment[] = (tab === 'search' ? segments.data?.data : favorites.data?.data) ?? [];
  const [reachInput] = useDebouncedValue({ segment_ids: value, ...reachPlaces(locations) }, 400);
  const reach = useReach(reachInput);
  const picked = useQueries({
    queries: value.map((id) => ({
      queryKey: ['audiences', 'segment', language, id],
      queryFn: () => api.get<SegmentDetail>(`audiences/segments/${encodeURIComponent(id)}`),
      staleTime: 60_000,
    })),
  });
  const full = value.length >= maxAudiences;
  // The same rule the server enforces (domain audiences/eligibility.ts, 96 hours from creation).
  const lockedUntil = segmentsLockedUntil(advertiserCreatedAt);
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('campaigns:wizard.audiences.count', { count: value.length, max: maxAudiences })}
        </Text>
        {reach.data && (
          <Text size="sm" c="dimmed" data-testid={`${testId}-reach`}>
            {t('campaigns:wizard.audiences.reach')} <ReachRange reach={reach.data.reach} />
          </Text>
        )}
      </Group>
      {lockedUntil && (
        <Alert variant="light" color="orange" p="xs" data-testid={`${testId}-young`}>
          <Text size="sm">
            {t('campaigns:wizard.audiences.young_rule')}{' '}
            {t('campaigns:wizard.audiences.young_available', lockedUntil)}
          </Text>
        </Alert>
      )}
      {advertiserId !== undefined && (
        <AudienceSuggestions
          advertiserId={advertiserId}
          objective={objective}
          value={value}
          onChange={onChange}
          max={maxAudiences}
          testId={testId}
        />
      )}
      {value.length < recommendedMinAudiences && (
        <Text size="xs" c="dimmed">
          {t('campaigns:wizard.audiences.at_least', { count: recommendedMinAudiences })}
        </Text>
      )}
      {value.length > 0 && (
        <Group gap={6}>
          {value.map((id, i) => {
            const name = picked[i]?.data?.name ?? id;
            const refused = lockedUntil !== undefined && picked[i]?.data?.kind === 'segmented';
            return (
              <Badge
                key={id}
                variant="light"
                color={refused ? 'red' : undefined}
                size="lg"
                tt="none"
                styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('campaigns:wizard.audiences.remove', { name })}
                    onClick={() => toggle(id, false)}
                  />
                }
              >
                {name}
              </Badge>
            );
          })}
        </Group>
      )}
      <SegmentedControl
        size="xs"
        value={tab}
        onChange={(next) => setTab(next)}
        data={[
          { value: 'search', label: t('campaigns:wizard.audiences.search_tab') },
          { value: 'favorites', label: t('campaigns:wizard.audiences.favorites_tab') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {tab === 'search' && (
        <TextInput
          placeholder={t('campaigns:wizard.audiences.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          aria-label={t('campaigns:wizard.audiences.search')}
          data-testid={`${testId}-search`}
        />
      )}
      <Paper withBorder radius="sm">
        <ScrollArea.Autosize mah={260}>
          <Stack gap={0}>
            {rows.map((segment) => {
              const checked = value.includes(segment.id);
              const locked = lockedUntil !== undefined && segment.kind === 'segmented';
              return (
                <Group key={segment.id} justify="space-between" wrap="nowrap" px="sm" py={6} gap="xs">
                  <Checkbox
                    checked={checked}
                    disabled={!checked && (full || locked)}
                    onChange={(e) => toggle(segment.id, e.currentTarget.checked)}
                    label={segment.name}
                    description={
                      locked
                        ? t('campaigns:wizard.audiences.segment_locked', lockedUntil)
                        : segment.path && segment.path.length > 1
                          ? segment.path.join(' › ')
                          : undefined
                    }
                    styles={{
                      label: { overflowWrap: 'anywhere' },
                      description: { overflowWrap: 'anywhere' },
                    }}
                  />
                  <Group gap={4} wrap="nowrap">
                    <KindBadge kind={segment.kind} />
                    <FavoriteStar id={segment.id} name={segment.name} favorite={segment.favorite} />
                  </Group>
                </Group>
              );
            })}
            {rows.length === 0 && (
              <Text size="sm" c="dimmed" p="sm">
                {t(
                  tab === 'search'
                    ? 'campaigns:wizard.audiences.no_result'
                    : 'campaigns:wizard.audiences.no_favorite',
                )}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
