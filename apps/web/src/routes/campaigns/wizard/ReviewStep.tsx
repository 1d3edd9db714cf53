import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, type CampaignType } from '@verba/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PixelName } from '../PixelName';
import { TargetingSummary } from './TargetingSummary';
import type { FieldIssue } from './wizard-check';
import type { StepProps } from './step-props';
import { stepOfPath, type WizardStep } from './wizard-steps';
import { ChannelWhere } from '../channel/ChannelWhere';
import { useTypeNotLive } from '../channel/ChannelNotLive';

interface ReviewStepProps extends StepProps {
  errors: readonly FieldIssue[];
  warnings: readonly FieldIssue[];
  onGoTo: (step: WizardStep, path: string) => void;
  onPublish: () => void;
  publishing: boolean;
  /** A published campaign: saving its edits sends it back to approval. */
  resubmit: boolean;
  advertiserName: string;
}

/**
 * Step 7: what will be published — the settings, the pixel by name, each strategy's bid and
 * targeting (only what its channel has) — every error and warning linked to its step, and the
 * publish button.
 */
export function ReviewStep({
  values,
  errors,
  warnings,
  onGoTo,
  onPublish,
  publishing,
  resubmit,
  advertiserName,
}: ReviewStepProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => (iso ? formatDate(iso, i18n.language) : '—');
  const strategies = values.groups.reduce((n, g) => n + g.strategies.length, 0);
  // The server refuses CHANNEL_NOT_LIVE: the button says it before (issue 27).
  const notLive = useTypeNotLive()(values.type);
  const issueList = (issues: readonly FieldIssue[], testId: string) => (
    <List spacing={6} size="sm" data-testid={testId}>
      {issues.map((issue, i) => {
        const step = stepOfPath(issue.path);
        const fix = channelFixOf(issue.path);
        return (
          <List.Item key={`${issue.path}-${issue.key}-${i}`}>
            {t(issue.key, issue.params)}{' '}
            {fix ? (
              <Anchor
                href={fix.href(values.advertiser_id)}
                target="_blank"
                rel="noopener"
                size="sm"
                data-testid={`review-fix-${issue.path}`}
              >
                {t(fix.label)}
              </Anchor>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => onGoTo(step, issue.path)}>
                {t('campaigns:wizard.review.go_to', { step: t(`campaigns:wizard.steps.${step}`) })}
              </Anchor>
            )}
          </List.Item>
        );
      })}
    </List>
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          {values.name || t('campaigns:wizard.review.unnamed')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          <Summary
            label={t('campaigns:wizard.fields.type')}
            value={values.type ? t(`campaigns:types.${values.type}`) : '—'}
          />
          <Summary label={t('campaigns:wizard.fields.advertiser')} value={advertiserName} />
          <Summary
            label={t('campaigns:wizard.fields.objective')}
            value={values.objective ? t(`campaigns:objectives.${values.objective}`) : '—'}
          />
          <Summary label={t('campaigns:wizard.fields.budget')} value={values.budget || '—'} />
          <Summary label={t('campaigns:wizard.fields.daily_budget')} value={values.daily_budget || '—'} />
          <Summary
            label={t('campaigns:wizard.review.period')}
            value={`${date(values.start_date)} – ${date(values.end_date)}`}
          />
          <Summary
            label={t('campaigns:wizard.review.structure')}
            value={t('campaigns:wizard.review.structure_value', { groups: values.groups.length, strategies })}
          />
          <Summary
            label={t('campaigns:wizard.steps.creatives')}
            value={t('campaigns:wizard.creatives.selected', { count: values.creative_ids.length, max: 5 })}
          />
          <Summary
            label={t('campaigns:wizard.pixels.title')}
            value={<PixelName id={values.pixel_id} testId="review-pixel" />}
          />
          {values.type === 'META_ADS' && (
            <>
              <Summary
                label={t('campaigns:meta.placements')}
                value={
                  <span data-testid="review-meta-placements">
                    {values.meta.automatic_placements
                      ? t('campaigns:meta.automatic')
                      : values.meta.placements.map((p) => t(`campaigns:meta.placement.${p}`)).join(', ')}
                  </span>
                }
              />
              <Summary
                label={t('campaigns:meta.call_to_action')}
                value={
                  <span data-testid="review-meta-cta">
                    {t(`campaigns:meta.cta.${values.meta.call_to_action}`)}
                  </span>
                }
              />
            </>
          )}
        </SimpleGrid>
      </Paper>

      {values.type && <ChannelWhere type={values.type} advertiserId={values.advertiser_id} />}

      {values.type && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="review-targeting">
          <Title order={3} size="h5" mb="sm">
            {t('campaigns:wizard.review.targeting')}
          </Title>
          <Stack gap="md">
            {values.groups.flatMap((group, g) =>
              group.strategies.map((strategy, s) => (
                <Stack key={strategy.key} gap="xs">
                  {(g > 0 || s > 0) && <Divider />}
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {group.name || t('campaigns:pages.unnamed')} ·{' '}
                    {strategy.name || t('campaigns:pages.unnamed')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('campaigns:wizard.review.strategy_line', {
                      budget: strategy.budget || '—',
                      bid: strategy.bid_type ? `${strategy.bid_type} ${strategy.bid_amount || '—'}` : '—',
                    })}
                  </Text>
                  <TargetingSummary
                    targeting={strategy}
                    type={values.type as CampaignType}
                    advertiserId={values.advertiser_id}
                    testId={`review-targeting-${g}-${s}`}
                  />
                </Stack>
              )),
            )}
          </Stack>
        </Paper>
      )}

      {notLive ? null : errors.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('campaigns:wizard.review.errors', { count: errors.length })}
        >
          {issueList(errors, 'review-errors')}
        </Alert>
      ) : (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          {t('campaigns:wizard.review.ready')}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('campaigns:wizard.review.warnings', { count: warnings.length })}
        >
          {issueList(warnings, 'review-warnings')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t(resubmit ? 'campaigns:wizard.review.resubmit_hint' : 'campaigns:wizard.review.publish_hint')}
      </Text>
      <Group justify="flex-end">
        <Button
          onClick={onPublish}
          loading={publishing}
          disabled={errors.length > 0 || notLive}
          data-testid="publish"
        >
          {t(resubmit ? 'campaigns:wizard.review.resubmit' : 'campaigns:wizard.review.publish')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Issue 27: what a channel needs from the advertiser (`channel.*` rule paths) is fixed outside the
 * wizard — its connections page, or its own page for the logo — opened in a new tab so the wizard
 * stays as it is.
 */
function channelFixOf(path: string) {
  if (path === 'channel.youtube_channel')
    return {
      label: 'campaigns:wizard.review.fix_connection',
      href: (id: string) => `/advertisers/${id}/connections`,
    };
  if (path === 'channel.logo')
    return { label: 'campaigns:wizard.review.fix_logo', href: (id: string) => `/advertisers/${id}/edit` };
  return null;
}

function Summary({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {value}
      </Text>
    </div>
  );
}
