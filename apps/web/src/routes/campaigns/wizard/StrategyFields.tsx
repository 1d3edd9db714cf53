import {
  Divider,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ageRanges,
  bidTypesByCampaignType,
  browsers,
  channelHasTargeting,
  campaignLimits,
  defaultCampaignRuleSettings,
  devices,
  environments,
  formatMoney,
  frequencyCapUnits,
  genders,
  keywordLines,
  minimumBidOf,
  parseKeywordLines,
  spotifyGenreLimit,
  spotifyGenres,
  type CampaignObjective,
  type CampaignType,
  type Currency,
  type StrategyTargetingField,
} from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertiser } from '../../../hooks/api/advertisers';
import { useContentCategories } from '../../../hooks/api/audiences';
import { useCustomLists } from '../../../hooks/api/custom-lists';
import { AudiencePicker } from './AudiencePicker';
import { ChoiceChips } from './ChoiceChips';
import { LocationPicker } from './LocationPicker';
import type { StrategyValues } from './wizard-form';
import { MoneyField } from './WizardFields';

const settings = defaultCampaignRuleSettings;

export interface StrategyFieldsProps {
  value: StrategyValues;
  onChange: (next: StrategyValues) => void;
  /** The message of one field, by its path in the strategy (`name`, `bid.amount`, `list_ids`…). */
  errorAt: (field: string) => string | undefined;
  type: CampaignType;
  advertiserId: string;
  /** The campaign's objective, for audience suggestion (issue 30). */
  objective?: CampaignObjective | undefined;
  currency: Currency;
  /** Prefix of the fields' test ids (`strategy` → `strategy-name`). */
  testId: string;
}

/**
 * A strategy's fields (spec §3/§5): name, budget, bid, frequency cap and targeting (devices…,
 * locations with cities and radius, audiences with reach, lists, content categories) — only the
 * targeting the campaign's channel has (`strategyTargetingByCampaignType`: a search strategy has no
 * browsers, lists or categories; Spotify no sites, apps or browsers). The wizard's strategy cards
 * and the structure pages' strategy form both use it.
 */
export function StrategyFields({
  value: strategy,
  onChange,
  errorAt,
  type,
  advertiserId,
  objective,
  currency,
  testId,
}: StrategyFieldsProps) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<StrategyValues>) => onChange({ ...strategy, ...patch });
  const bidTypes = bidTypesByCampaignType[type];
  const has = (field: StrategyTargetingField) => channelHasTargeting(type, field);
  const lists = useCustomLists({ page: 1, per_page: 100, advertiser_id: advertiserId });
  const advertiser = useAdvertiser(advertiserId, advertiserId !== '');
  const categories = useContentCategories(i18n.language, true);
  const minimum = strategy.bid_type ? minimumBidOf(settings, type, strategy.bid_type) : undefined;
  const capRange = strategy.cap_unit ? settings.frequencyCapPeriod[strategy.cap_unit] : undefined;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('campaigns:wizard.fields.strategy_name')}
          value={strategy.name}
          maxLength={campaignLimits.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errorAt('name')}
          withAsterisk
          data-testid={`${testId}-name`}
        />
        <MoneyField
          label={t('campaigns:wizard.fields.budget')}
          currency={currency}
          value={strategy.budget}
          onChange={(budget) => set({ budget })}
          error={errorAt('budget')}
          required
          testId={`${testId}-budget`}
        />
        <Select
          label={t('campaigns:wizard.fields.bid_type')}
          data={bidTypes.map((b) => ({ value: b, label: b }))}
          value={strategy.bid_type || null}
          onChange={(bid_type) => set({ bid_type: bid_type ?? '' })}
          error={errorAt('bid.type')}
          withAsterisk
          allowDeselect={false}
          data-testid={`${testId}-bid-type`}
        />
        <MoneyField
          label={t('campaigns:wizard.fields.bid_amount')}
          description={
            minimum !== undefined
              ? t('campaigns:wizard.strategies.minimum_bid', { amount: formatMoney(minimum, currency) })
              : undefined
          }
          currency={currency}
          value={strategy.bid_amount}
          onChange={(bid_amount) => set({ bid_amount })}
          error={errorAt('bid.amount')}
          required
          testId={`${testId}-bid-amount`}
        />
      </SimpleGrid>

      <Switch
        label={t('campaigns:wizard.strategies.frequency_cap')}
        checked={strategy.cap_enabled}
        onChange={(e) => set({ cap_enabled: e.currentTarget.checked })}
      />
      {strategy.cap_enabled && (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label={t('campaigns:wizard.strategies.cap_count')}
            min={1}
            max={settings.frequencyCapMaxCount}
            value={strategy.cap_count}
            onChange={(v) => set({ cap_count: String(v) })}
            error={errorAt('frequency_cap.count')}
            allowDecimal={false}
          />
          <NumberInput
            label={t('campaigns:wizard.strategies.cap_period')}
            description={capRange ? t('campaigns:wizard.strategies.cap_range', capRange) : undefined}
            min={1}
            value={strategy.cap_period}
            onChange={(v) => set({ cap_period: String(v) })}
            error={errorAt('frequency_cap.period')}
            allowDecimal={false}
          />
          <Select
            label={t('campaigns:wizard.strategies.cap_unit')}
            data={frequencyCapUnits.map((u) => ({
              value: u,
              label: t(`campaigns:frequency_units.${u}`),
            }))}
            value={strategy.cap_unit || null}
            onChange={(u) => set({ cap_unit: u ?? '' })}
            error={errorAt('frequency_cap.unit')}
          />
        </SimpleGrid>
      )}

      <Divider label={t('campaigns:wizard.strategies.targeting')} labelPosition="left" />
      {has('keywords') && (
        <KeywordsField
          value={strategy.keywords}
          onChange={(keywords) => set({ keywords })}
          error={errorAt('keywords')}
          testId={`${testId}-keywords`}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {/* Spotify targets platforms (Android, iOS, desktop): the same choice, Spotify's words (issue 28). */}
        <ChoiceChips
          label={t(
            type === 'AUDIO'
              ? 'campaigns:wizard.strategies.platforms'
              : 'campaigns:wizard.strategies.devices',
          )}
          options={devices}
          value={strategy.devices}
          onChange={(v) => set({ devices: v })}
          labelGroup={type === 'AUDIO' ? 'spotify_platforms' : 'devices'}
        />
        {has('environments') && (
          <ChoiceChips
            label={t('campaigns:wizard.strategies.environments')}
            options={environments}
            value={strategy.environments}
            onChange={(v) => set({ environments: v })}
            labelGroup="environments"
          />
        )}
        <ChoiceChips
          label={t('campaigns:wizard.strategies.genders')}
          options={genders}
          value={strategy.genders}
          onChange={(v) => set({ genders: v })}
          labelGroup="genders"
        />
        <ChoiceChips
          label={t('campaigns:wizard.strategies.ages')}
          options={ageRanges}
          value={strategy.age_ranges}
          onChange={(v) => set({ age_ranges: v })}
          labelGroup="age_ranges"
        />
      </SimpleGrid>
      {has('genre_ids') && (
        <MultiSelect
          label={t('campaigns:wizard.strategies.genres')}
          description={t('campaigns:wizard.strategies.genres_hint', { max: spotifyGenreLimit })}
          placeholder={strategy.genre_ids.length === 0 ? t('campaigns:wizard.strategies.all') : undefined}
          data={spotifyGenres
            .map((g) => ({ value: g, label: t(`campaigns:targeting.genres.${g}`) }))
            .sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
          value={strategy.genre_ids}
          onChange={(genre_ids) => set({ genre_ids })}
          maxValues={spotifyGenreLimit}
          searchable
          clearable
          error={errorAt('genre_ids')}
          data-testid={`${testId}-genres`}
        />
      )}
      {has('browsers') && (
        <ChoiceChips
          label={t('campaigns:wizard.strategies.browsers')}
          options={browsers}
          value={strategy.browsers}
          onChange={(v) => set({ browsers: v })}
          labelGroup="browsers"
        />
      )}

      <Divider label={t('campaigns:wizard.strategies.locations')} labelPosition="left" />
      <LocationPicker
        value={strategy.locations}
        onChange={(locations) => set({ locations })}
        error={errorAt('locations')}
        testId={`${testId}-locations`}
      />

      <Divider label={t('campaigns:wizard.strategies.audiences')} labelPosition="left" />
      <AudiencePicker
        value={strategy.audience_ids}
        onChange={(audience_ids) => set({ audience_ids })}
        locations={strategy.locations}
        advertiserCreatedAt={advertiser.data?.created_at}
        error={errorAt('audience_ids')}
        testId={`${testId}-audiences`}
        advertiserId={advertiserId}
        objective={objective}
      />

      {(has('list_ids') || has('content_category_ids')) && (
        <Divider label={t('campaigns:wizard.strategies.inventory')} labelPosition="left" />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {has('list_ids') && (
          <MultiSelect
            label={t('campaigns:wizard.strategies.lists')}
            description={t('campaigns:wizard.strategies.lists_hint')}
            data={(lists.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            value={strategy.list_ids}
            onChange={(list_ids) => set({ list_ids })}
            searchable
            clearable
            error={errorAt('list_ids')}
          />
        )}
        {has('content_category_ids') && (
          <MultiSelect
            label={t('campaigns:wizard.strategies.categories')}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={strategy.content_category_ids}
            onChange={(content_category_ids) => set({ content_category_ids })}
            searchable
            clearable
            limit={50}
            error={errorAt('content_category_ids')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A search strategy's keywords in Google's syntax, one per line: broad, "phrase", [exact]. The text
 * is kept as typed (so a new line can be started) and read into keywords on every change.
 */
function KeywordsField({
  value,
  onChange,
  error,
  testId,
}: {
  value: StrategyValues['keywords'];
  onChange: (next: StrategyValues['keywords']) => void;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => keywordLines(value));
  const counts = { BROAD: 0, PHRASE: 0, EXACT: 0 };
  const positive = value.filter((k) => !k.negative);
  for (const k of positive) counts[k.match_type] += 1;
  const negatives = value.length - positive.length;
  return (
    <Stack gap={4}>
      <Textarea
        label={t('campaigns:wizard.strategies.keywords')}
        description={t('campaigns:wizard.strategies.keywords_hint')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onChange(parseKeywordLines(e.currentTarget.value));
        }}
        autosize
        minRows={3}
        maxRows={12}
        error={error}
        data-testid={testId}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Text size="xs" c="dimmed" data-testid={`${testId}-count`}>
        {t('campaigns:wizard.strategies.keywords_count', {
          count: positive.length,
          broad: counts.BROAD,
          phrase: counts.PHRASE,
          exact: counts.EXACT,
        })}
        {negatives > 0 &&
          ` · ${t('campaigns:wizard.strategies.keywords_negative_count', { count: negatives })}`}
      </Text>
    </Stack>
  );
}
