import { Badge, Button, Grid, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { creativeLimits, reviewCreativeSchema } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormErrors } from '../../../components/forms/FormErrors';
import { modalStyles } from '../../../components/modal-styles';
import { useReviewCreative, type StaffCreative } from '../../../hooks/api/creatives';
import { feedback, flattenErrors } from '../../../shell/feedback-store';
import { issueMessage } from '@verba/domain/validation/issue-message';
import { creativeFormValues } from '../creative-form-values';
import { fieldLabelOf, formatLabels } from '../labels';
import { CreativeStatusBadge } from '../list/CreativeBadges';
import { CreativePreview } from '../preview/CreativePreview';

const shownFields = [
  'title',
  'headline',
  'body',
  'sponsored_by',
  'call_to_action',
  'display_url',
  'destination_url',
] as const;

/** Platform staff look at a creative as it will render and approve it, or reject it with a reason. */
export function ReviewCreativeModal({
  creative,
  opened,
  onClose,
}: {
  creative: StaffCreative | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useReviewCreative();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [errors, setErrors] = useState<string[]>([]);

  async function decide(decision: 'approve' | 'reject') {
    if (!creative) return;
    setErrors([]);
    setReasonError(undefined);
    const parsed = reviewCreativeSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      const { key, params } = issueMessage(parsed.error.issues[0]!);
      return setReasonError(t(key, params));
    }
    try {
      await review.mutateAsync({ id: creative.id, input: parsed.data });
      feedback.notify(
        'success',
        decision === 'approve'
          ? t('creatives:review.approved', { name: creative.name })
          : t('creatives:review.rejected', { name: creative.name }),
      );
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setReason('');
        setReasonError(undefined);
        setErrors([]);
      }}
      title={creative ? t('creatives:review.title', { name: creative.name }) : ''}
      size="xl"
      styles={modalStyles}
    >
      {creative && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="default">{t(formatLabels[creative.format].name)}</Badge>
            {creative.size && <Badge variant="default">{creative.size}</Badge>}
            <CreativeStatusBadge creative={creative} />
            {creative.requires_certification && (
              <Badge color="orange" variant="light">
                {t('creatives:review.requires_certification')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('creatives:review.whose', {
              company: creative.company.name,
              advertiser: creative.advertiser_name,
            })}
          </Text>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CreativePreview values={creativeFormValues(creative.format, creative)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap={8}>
                {shownFields
                  .filter((field) => creative[field])
                  .map((field) => (
                    <Stack key={field} gap={0}>
                      <Text size="xs" c="dimmed">
                        {t(fieldLabelOf(creative.format, field).label)}
                      </Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {creative[field]}
                      </Text>
                    </Stack>
                  ))}
                {creative.search && (
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed">
                      {t('creatives:search.keywords')}
                    </Text>
                    <Text size="sm">{creative.search.keywords.join(', ') || '—'}</Text>
                  </Stack>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
          {creative.status === 'pending' && (
            <>
              <Textarea
                label={t('creatives:review.reason')}
                description={t('creatives:review.reason_hint')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={creativeLimits.rejectionReason}
                error={reasonError}
                autosize
                minRows={2}
              />
              <FormErrors messages={errors} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('creatives:review.close')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} />}
                  loading={review.isPending && review.variables?.input.decision === 'reject'}
                  onClick={() => void decide('reject')}
                >
                  {t('creatives:review.reject')}
                </Button>
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  loading={review.isPending && review.variables?.input.decision === 'approve'}
                  onClick={() => void decide('approve')}
                >
                  {t('creatives:review.approve')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
