import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import {
  keywordLines,
  strategyTargetingByCampaignType,
  type CampaignType,
  type StrategyLocation,
  type StrategyTargetingField,
} from '@verba/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useContentCategories, type SegmentDetail } from '../../../hooks/api/audiences';
import { useCustomLists } from '../../../hooks/api/custom-lists';
import { useLocationLabel } from './use-location-label';

/** The targeting of a strategy as the wizard form and the campaign answer both carry it. */
export interface TargetingValues {
  audience_ids: string[];
  locations: StrategyLocation[];
  devices: string[];
  environments: string[];
  genders: string[];
  age_ranges: string[];
  browsers: string[];
  list_ids: string[];
  content_category_ids: string[];
  keywords: { text: string; match_type: 'BROAD' | 'PHRASE' | 'EXACT'; negative?: boolean }[];
  /** AUDIO only (issue 28). */
  genre_ids?: string[];
}

const labelKeys: Record<StrategyTargetingField, string> = {
  audience_ids: 'campaigns:wizard.strategies.audiences',
  locations: 'campaigns:wizard.strategies.locations',
  devices: 'campaigns:wizard.strategies.devices',
  environments: 'campaigns:wizard.strategies.environments',
  genders: 'campaigns:wizard.strategies.genders',
  age_ranges: 'campaigns:wizard.strategies.ages',
  browsers: 'campaigns:wizard.strategies.browsers',
  list_ids: 'campaigns:wizard.strategies.lists',
  content_category_ids: 'campaigns:wizard.strategies.categories',
  keywords: 'campaigns:wizard.strategies.keywords',
  genre_ids: 'campaigns:wizard.strategies.genres',
};

/** The enumerations' label groups (`campaigns:targeting.<group>.<value>`). */
const enumGroups = {
  devices: 'devices',
  environments: 'environments',
  genders: 'genders',
  age_ranges: 'age_ranges',
  browsers: 'browsers',
  genre_ids: 'genres',
} as const;

/**
 * What a strategy targets, by name (audiences, places, lists, categories) and label (devices,
 * environments…), only the fields its channel has; an empty field reads "(todos)" / "Brasil inteiro".
 */
export function TargetingSummary({
  targeting,
  type,
  advertiserId,
  testId,
}: {
  targeting: TargetingValues;
  type: CampaignType;
  advertiserId: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const fields = strategyTargetingByCampaignType[type];
  const locationLabel = useLocationLabel(targeting.locations);
  const audiences = useQueries({
    queries: targeting.audience_ids.map((id) => ({
      queryKey: ['audiences', 'segment', i18n.language, id],
      queryFn: () => api.get<SegmentDetail>(`audiences/segments/${encodeURIComponent(id)}`),
      staleTime: 60_000,
    })),
  });
  const lists = useCustomLists({ page: 1, per_page: 100, advertiser_id: advertiserId });
  const categories = useContentCategories(i18n.language, targeting.content_category_ids.length > 0);
  const all = t('campaigns:wizard.strategies.all');

  const badges = (names: string[], empty: string) =>
    names.length === 0 ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : (
      <Group gap={4}>
        {names.map((name, i) => (
          <Badge
            key={`${name}-${i}`}
            variant="default"
            size="sm"
            tt="none"
            styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
          >
            {name}
          </Badge>
        ))}
      </Group>
    );

  const valueOf = (field: StrategyTargetingField): ReactNode => {
    switch (field) {
      case 'audience_ids':
        return badges(
          targeting.audience_ids.map((id, i) => audiences[i]?.data?.name ?? id),
          t('campaigns:wizard.review.no_audience'),
        );
      case 'locations':
        return badges(targeting.locations.map(locationLabel), t('campaigns:wizard.locations.whole_brazil'));
      case 'list_ids':
        return badges(
          targeting.list_ids.map((id) => lists.data?.data.find((l) => l.id === id)?.name ?? id),
          t('campaigns:wizard.review.no_list'),
        );
      case 'keywords':
        return badges(
          targeting.keywords.map((k) => keywordLines([k])),
          t('campaigns:wizard.review.no_keyword'),
        );
      case 'content_category_ids':
        return badges(
          targeting.content_category_ids.map((id) => categories.data?.find((c) => c.id === id)?.name ?? id),
          all,
        );
      default: {
        // AUDIO's devices are Spotify's platforms, labelled as in the strategy step (issue 28).
        const group = field === 'devices' && type === 'AUDIO' ? 'spotify_platforms' : enumGroups[field];
        return badges(
          (targeting[field] ?? []).map((v) => t(`campaigns:targeting.${group}.${v}`)),
          all,
        );
      }
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid={testId}>
      {fields.map((field) => (
        <Stack key={field} gap={2} miw={0} data-testid={`${testId}-${field}`}>
          <Text size="xs" c="dimmed">
            {t(
              field === 'devices' && type === 'AUDIO'
                ? 'campaigns:wizard.strategies.platforms'
                : labelKeys[field],
            )}
          </Text>
          {valueOf(field)}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
