import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { pixelLimits, rejectPixelGroupSchema, type RejectPixelGroupInput } from '@verba/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { usePixelDecision, type PixelGroupView } from '../../hooks/api/pixels';
import { feedback } from '../../shell/feedback-store';

export type PixelAction = 'activate' | 'reject';

/** Staff activate a pending pixel group, or reject it with a reason its owner sees. */
export function PixelDecisionModal({
  group,
  action,
  opened,
  onClose,
  onExited,
}: {
  group: PixelGroupView | undefined;
  action: PixelAction | undefined;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const decide = usePixelDecision();
  const form = useForm<RejectPixelGroupInput>({
    resolver: zodResolver(rejectPixelGroupSchema),
    defaultValues: { reason: '' },
  });
  const rejecting = action === 'reject';
  const finish = async (reason?: string) => {
    if (!group) return;
    try {
      await decide.mutateAsync(
        rejecting
          ? { id: group.id, action: 'reject', reason: reason ?? '' }
          : { id: group.id, action: 'activate' },
      );
      feedback.notify('success', rejecting ? t('staff:pixels.rejected') : t('staff:pixels.activated'));
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
      title={rejecting ? t('staff:pixels.reject_title') : t('staff:pixels.activate_title')}
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
            {t('staff:pixels.decision_target', {
              name: group?.name ?? '',
              company: group?.company?.name ?? '',
            })}
          </Text>
          {rejecting && (
            <Textarea
              label={t('staff:pixels.reason')}
              required
              autosize
              minRows={3}
              maxLength={pixelLimits.rejectionReason}
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
              {t('staff:pixels.cancel')}
            </Button>
            <Button type="submit" color={rejecting ? 'red' : 'teal'} loading={decide.isPending}>
              {rejecting ? t('staff:pixels.reject') : t('staff:pixels.activate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
