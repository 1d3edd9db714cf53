import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { pixelLimits, renamePixelGroupSchema, type RenamePixelGroupInput } from '@verba/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useRenamePixelGroup, type PixelGroupView } from '../../hooks/api/pixels';
import { feedback } from '../../shell/feedback-store';

/** Renames a group: the one change a group takes besides new rules. */
export function PixelRenameModal({
  group,
  opened,
  onClose,
}: {
  group: PixelGroupView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rename = useRenamePixelGroup();
  const form = useForm<RenamePixelGroupInput>({
    resolver: zodResolver(renamePixelGroupSchema),
    values: { name: group.name },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: group.id, name });
      feedback.notify('success', t('pixels:detail.renamed'));
      onClose();
    } catch (error) {
      showSubmitError(error, form.setError, ['name']);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('pixels:detail.rename')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('pixels:form.name')}
            required
            data-autofocus
            maxLength={pixelLimits.groupName}
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('pixels:cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('pixels:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
