import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PixelRuleInput } from '@verba/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useAddPixelRule, type PixelGroupView } from '../../hooks/api/pixels';
import { feedback } from '../../shell/feedback-store';
import { emptyRule, pixelRuleFormSchema, type PixelRuleValues } from './pixel-form';
import { PixelRuleFields } from './PixelRuleFields';

/** Adds a rule to a group; it is final once saved (spec §4), which the dialog says before saving. */
export function PixelAddRuleModal({
  group,
  opened,
  onClose,
}: {
  group: PixelGroupView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddPixelRule();
  const form = useForm<PixelRuleValues, unknown, PixelRuleInput>({
    resolver: zodResolver(pixelRuleFormSchema),
    defaultValues: emptyRule,
    mode: 'onTouched',
  });
  const close = () => {
    form.reset(emptyRule);
    onClose();
  };
  const submit = form.handleSubmit(async (rule) => {
    try {
      await add.mutateAsync({ id: group.id, rule });
      feedback.notify('success', t('pixels:detail.rule_added'));
      close();
    } catch (error) {
      const rest = placeSubmitError(
        error,
        form.setError,
        ['name', 'event_name', 'event_label', 'objective', 'value', 'max_value'],
        {
          PIXEL_EVENT_NAME_TAKEN: 'event_name',
        },
      );
      if (rest.length) form.setError('root', { message: rest.join(' ') });
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('pixels:form.add_rule')} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Alert variant="light" icon={<IconInfoCircle size={16} />}>
            {t('pixels:detail.rule_final')}
          </Alert>
          <PixelRuleFields
            prefix=""
            control={form.control}
            register={form.register}
            errors={form.formState.errors}
            currency={group.advertiser.currency}
          />
          {form.formState.errors.root?.message && (
            <Alert color="red" variant="light">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('pixels:cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('pixels:detail.save_rule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
