import {
  Alert,
  Anchor,
  Badge,
  Box,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  creativeFormatsByCampaignType,
  defaultCampaignRuleSettings,
  type CampaignType,
  type CreativeFormat,
} from '@verba/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';
import { useCreatives, type Creative } from '../../../hooks/api/creatives';
import { creativeFormValues } from '../../creatives/creative-form-values';
import { CreativePreview } from '../../creatives/preview/CreativePreview';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';
import { useRefetchOnReturn } from './use-refetch-on-return';
import { HelpLink } from '../../../components/HelpLink';

const { maxCreatives, mandatoryProgrammaticSize } = defaultCampaignRuleSettings;

interface CreativesStepProps extends StepProps {
  /** The creatives shown, so the wizard can check formats and sizes as the server does. */
  onKnown: (creatives: Creative[]) => void;
}

/**
 * Step 6: up to five creatives of the formats the campaign type accepts, with previews. Creatives
 * still in review (staff take up to 48 h; the embedded default reviews them itself) can be chosen:
 * the campaign is published and reviewed, and delivers once one of its creatives is approved.
 * Rejected ones are not offered.
 */
export function CreativesStep({ values, change, issues, onKnown }: CreativesStepProps) {
  const { t } = useTranslation();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const notePending = useCallback(
    (rows: Creative[]) =>
      setPendingIds((known) => {
        const next = new Set(known);
        for (const c of rows) {
          if (c.status === 'pending') next.add(c.id);
          else next.delete(c.id);
        }
        return next.size === known.size && [...next].every((id) => known.has(id)) ? known : next;
      }),
    [],
  );
  const allChosenPending =
    values.creative_ids.length > 0 && values.creative_ids.every((id) => pendingIds.has(id));
  const errorAt = useIssueText(issues);
  const type = values.type as CampaignType;
  const formats = creativeFormatsByCampaignType[type];
  const toggle = (id: string, on: boolean) =>
    change({
      ...values,
      creative_ids: on ? [...values.creative_ids, id] : values.creative_ids.filter((c) => c !== id),
    });
  const error = errorAt('creative_ids');
  const itemErrors = values.creative_ids.map((_, i) => errorAt(`creative_ids.${i}`)).filter(Boolean);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('campaigns:wizard.creatives.description', { max: maxCreatives })}
      </Text>
      <Alert variant="light" color="gray" data-testid="creatives-review-note">
        {t('campaigns:wizard.creatives.review_note')} <HelpLink slug="review-and-consolidation" />
      </Alert>
      {type === 'PROGRAMMATIC' && (
        <Alert variant="light" color="blue" data-testid="mandatory-size">
          {t('campaigns:wizard.creatives.mandatory_size', {
            size: `${mandatoryProgrammaticSize.width}x${mandatoryProgrammaticSize.height}`,
          })}
        </Alert>
      )}
      <Text size="sm" fw={500}>
        {t('campaigns:wizard.creatives.selected', { count: values.creative_ids.length, max: maxCreatives })}
      </Text>
      {allChosenPending && (
        <Alert variant="light" color="yellow" data-testid="creatives-all-pending">
          {t('campaigns:wizard.creatives.all_pending')}
        </Alert>
      )}
      {/* issueAt falls back from `creative_ids` to its items: each message once. */}
      {[...new Set([error, ...itemErrors].filter(Boolean))].map((message) => (
        <Alert key={message} color="red" variant="light" data-testid="creatives-error">
          {message}
        </Alert>
      ))}
      {formats.map((format) => (
        <FormatCreatives
          key={format}
          advertiserId={values.advertiser_id}
          format={format}
          selected={values.creative_ids}
          onToggle={toggle}
          onKnown={onKnown}
          onPending={notePending}
          showTitle={formats.length > 1}
        />
      ))}
    </Stack>
  );
}

function FormatCreatives({
  advertiserId,
  format,
  selected,
  onToggle,
  onKnown,
  onPending,
  showTitle,
}: {
  advertiserId: string;
  format: CreativeFormat;
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
  onKnown: (creatives: Creative[]) => void;
  onPending: (creatives: Creative[]) => void;
  showTitle: boolean;
}) {
  const { t } = useTranslation();
  // Approved and in-review creatives (rejected ones cannot deliver); the newest first.
  const creatives = useCreatives(advertiserId, { page: 1, per_page: 50, format });
  useRefetchOnReturn(creatives.refetch);
  const listed = creatives.data?.data;
  const rows = listed?.filter((c) => c.status !== 'rejected');
  useEffect(() => {
    if (!listed) return;
    const usable = listed.filter((c) => c.status !== 'rejected');
    onKnown(usable);
    onPending(usable);
  }, [listed, onKnown, onPending]);
  const full = selected.length >= maxCreatives;
  return (
    <Stack gap="xs">
      {showTitle && (
        <Title order={2} size="h5">
          {t(`creatives:formats.${format}`)}
        </Title>
      )}
      {rows && rows.length === 0 && (
        <Text size="sm" c="dimmed" data-testid={`creatives-empty-${format}`}>
          {t('campaigns:wizard.creatives.empty')}{' '}
          <Anchor
            href={`/advertisers/${advertiserId}/creatives/create?format=${format}`}
            target="_blank"
            rel="noopener"
          >
            {t('campaigns:wizard.creatives.create')}
          </Anchor>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {(rows ?? []).map((creative) => {
          const checked = selected.includes(creative.id);
          return (
            <Paper
              key={creative.id}
              withBorder
              radius="md"
              p="sm"
              style={{ borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined }}
              data-testid={`creative-${creative.id}`}
            >
              <Stack gap="xs">
                <Box
                  style={{ overflow: 'hidden', maxHeight: 220, display: 'flex', justifyContent: 'center' }}
                >
                  <CreativePreview values={creativeFormValues(creative.format, creative)} />
                </Box>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Checkbox
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(e) => onToggle(creative.id, e.currentTarget.checked)}
                    label={creative.name}
                    styles={{ label: { overflowWrap: 'anywhere' } }}
                  />
                  {creative.size && (
                    <Badge variant="light" tt="none" styles={wholeBadgeStyles}>
                      {creative.size}
                    </Badge>
                  )}
                </Group>
                {creative.status === 'pending' && (
                  <Badge
                    color="yellow"
                    variant="light"
                    tt="none"
                    styles={wholeBadgeStyles}
                    data-testid={`creative-pending-${creative.id}`}
                  >
                    {t('campaigns:wizard.creatives.pending')}
                  </Badge>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
