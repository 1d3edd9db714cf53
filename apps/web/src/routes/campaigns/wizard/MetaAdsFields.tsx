import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { metaCallToActions, metaLimits, metaObjectiveFor, metaPlacements } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/forms/FormSection';
import { useHrefLink } from '../../../components/use-href-link';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';
import { useMetaIdentities } from './use-meta-identities';

/**
 * META_ADS only (issue 28): what Meta needs and only Meta has — the Page / Instagram account the ads
 * run under (one the advertiser connected), Verba's objective as Meta's, placements (automatic by
 * default), primary text, headline and call to action. The server checks the same (domain meta-ads.ts).
 */
export function MetaAdsFields({ values, change, issues }: StepProps) {
  const { t } = useTranslation();
  const errorAt = useIssueText(issues);
  const identities = useMetaIdentities(values.type, values.advertiser_id);
  const connectionsLink = useHrefLink()(`/advertisers/${values.advertiser_id}/connections`);
  const meta = values.meta;
  const set = (next: Partial<typeof meta>) => change({ ...values, meta: { ...meta, ...next } });
  const bidType = values.groups[0]?.strategies[0]?.bid_type || 'CPM';
  const mapping = metaObjectiveFor(values.objective || null, bidType);
  const chosen =
    identities?.find((i) => i.pageId === meta.page_id) ?? (meta.page_id ? undefined : identities?.[0]);
  return (
    <FormSection title={t('campaigns:meta.title')} description={t('campaigns:meta.description')}>
      <Stack gap="md" data-testid="meta-fields">
        <Alert variant="light" color="blue" data-testid="meta-objective">
          <Text size="sm">
            {t('campaigns:meta.objective_mapping', {
              verba: values.objective ? t(`campaigns:objectives.${values.objective}`) : '—',
              meta: t(`campaigns:meta.objectives.${mapping.objective}`),
              code: mapping.objective,
              goal: t(`campaigns:meta.goals.${mapping.optimizationGoal}`),
            })}
          </Text>
        </Alert>
        {identities && identities.length === 0 ? (
          <Alert color="yellow" data-testid="meta-no-page">
            <Text size="sm">{t('errors:META_PAGE_NOT_CONNECTED')}</Text>
            <Anchor href={connectionsLink.href} onClick={connectionsLink.onClick} size="sm">
              {t('campaigns:meta.connect_page')}
            </Anchor>
          </Alert>
        ) : (
          <Select
            label={t('campaigns:meta.page')}
            description={
              chosen
                ? chosen.instagramName
                  ? t('campaigns:meta.instagram_of_page', { name: chosen.instagramName })
                  : t('campaigns:meta.no_instagram')
                : undefined
            }
            data={(identities ?? []).map((i) => ({ value: i.pageId, label: i.pageName ?? i.pageId }))}
            value={chosen?.pageId ?? (meta.page_id || null)}
            onChange={(pageId) => set({ page_id: pageId ?? '' })}
            error={errorAt('meta.page_id') ?? errorAt('meta.instagram_user_id')}
            allowDeselect={false}
            data-testid="meta-page"
          />
        )}
        <Stack gap={6}>
          <Switch
            label={t('campaigns:meta.automatic_placements')}
            description={t('campaigns:meta.automatic_placements_hint')}
            checked={meta.automatic_placements}
            onChange={(e) => set({ automatic_placements: e.currentTarget.checked })}
            data-testid="meta-automatic-placements"
          />
          {!meta.automatic_placements && (
            <Checkbox.Group
              label={t('campaigns:meta.placements')}
              value={meta.placements}
              onChange={(next) => set({ placements: metaPlacements.filter((p) => next.includes(p)) })}
              error={errorAt('meta.placements')}
              data-testid="meta-placements"
            >
              <Group gap="lg" mt={6}>
                {metaPlacements.map((placement) => (
                  <Checkbox
                    key={placement}
                    value={placement}
                    label={t(`campaigns:meta.placement.${placement}`)}
                    data-testid={`meta-placement-${placement}`}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        </Stack>
        <Textarea
          label={t('campaigns:meta.primary_text')}
          description={t('campaigns:meta.primary_text_hint', {
            count: meta.primary_text.length,
            max: metaLimits.primaryText,
          })}
          value={meta.primary_text}
          maxLength={metaLimits.primaryText}
          autosize
          minRows={2}
          onChange={(e) => set({ primary_text: e.currentTarget.value })}
          error={errorAt('meta.primary_text')}
          data-testid="meta-primary-text"
        />
        <TextInput
          label={t('campaigns:meta.headline')}
          description={t('campaigns:meta.headline_hint')}
          value={meta.headline}
          maxLength={metaLimits.headline}
          onChange={(e) => set({ headline: e.currentTarget.value })}
          error={errorAt('meta.headline')}
          data-testid="meta-headline"
        />
        <Select
          label={t('campaigns:meta.call_to_action')}
          data={metaCallToActions.map((cta) => ({ value: cta, label: t(`campaigns:meta.cta.${cta}`) }))}
          value={meta.call_to_action}
          onChange={(cta) =>
            set({ call_to_action: metaCallToActions.find((c) => c === cta) ?? 'LEARN_MORE' })
          }
          error={errorAt('meta.call_to_action')}
          allowDeselect={false}
          data-testid="meta-cta"
        />
      </Stack>
    </FormSection>
  );
}
