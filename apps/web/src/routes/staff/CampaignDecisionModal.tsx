import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { campaignRejectionReasonMax, rejectCampaignSchema, type RejectCampaignInput } from '@verba/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useCampaignDecision, type StaffCampaign } from '../../hooks/api/campaign-review';
import { feedback } from '../../shell/feedback-store';

export type CampaignAction = 'approve' | 'reject';

/** Staff approve a pending campaign, or reject it with a reason its creator is e-mailed. */
export function CampaignDecisionModal({
  campaign,
  action,
  opened,
  onClose,
  onExited,
}: {
  campaign: StaffCampaign | undefined;
  action: CampaignAction | undefined;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const decide = useCampaignDecision();
  const form = useForm<RejectCampaignInput>({
    resolver: zodResolver(rejectCampaignSchema),
    defaultValues: { reason: '' },
  });
  const rejecting = action === 'reject';
  const finish = async (reason?: string) => {
    if (!campaign) return;
    try {
      await decide.mutateAsync(
        rejecting
          ? { id: campaign.id, action: 'reject', reason: reason ?? '' }
          : { id: campaign.id, action: 'approve' },
      );
      feedback.notify('success', rejecting ? t('staff:campaigns.rejected') : t('staff:campaigns.approved'));
      form.reset();
      onClose();
    } catch (error) {
      const rest = placeSubmitError(error, form.setError, ['reason']);
      if (rest.length) form.setError('root', { message: rest.join(' ') });
    }
  };
  const submit = rejecting ? form.handleSubmit(({ reason }) => finish(reason)) : () => finish();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title={rejecting ? t('staff:campaigns.reject_title') : t('staff:campaigns.approve_title')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">
            {t('staff:campaigns.decision_target', {
              name: campaign?.name ?? '',
              company: campaign?.company_name ?? '',
            })}
          </Text>
          {rejecting && (
            <Textarea
              label={t('staff:campaigns.reason')}
              required
              autosize
              minRows={3}
              maxLength={campaignRejectionReasonMax}
              data-autofocus
              {...form.register('reason')}
              error={form.formState.errors.reason?.message}
            />
          )}
          {form.formState.errors.root?.message && (
            <Alert color="red" variant="light">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff:campaigns.cancel')}
            </Button>
            <Button type="submit" color={rejecting ? 'red' : 'teal'} loading={decide.isPending}>
              {rejecting ? t('staff:campaigns.reject') : t('staff:campaigns.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
