import { Alert, Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { can } from '@verba/domain/roles';
import {
  formatMoney,
  supportLimits,
  supportRequestSchema,
  supportTopics,
  type SupportRequestDetail,
  type SupportRequestForm as SupportRequestFormValues,
  type SupportRequestInput,
} from '@verba/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCampaignList } from '../../hooks/api/campaigns';
import {
  useAttachSupportFile,
  useCreateSupportRequest,
  useSupportPaymentChoices,
} from '../../hooks/api/support';
import { useCurrentUser } from '../../session/current-user';
import { supportTopicKeys } from './labels';

const fields = ['topic', 'subject', 'description', 'advertiser_id', 'campaign_id', 'payment_order_id'] as const;
const empty: SupportRequestFormValues = {
  topic: 'other',
  subject: '',
  description: '',
  advertiser_id: null,
  campaign_id: null,
  payment_order_id: null,
};
const accept = Object.keys(supportLimits.attachmentTypes).join(',');

/**
 * A new support request: topic, subject, the related advertiser, campaign or payment (the
 * company's own), the description and one attachment. The request is created first, then the
 * file is uploaded to it; a refused file leaves the request open, with the reason shown.
 */
export function SupportRequestForm({
  onCreated,
  onCancel,
}: {
  onCreated: (request: SupportRequestDetail, attachmentError?: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const create = useCreateSupportRequest();
  const attach = useAttachSupportFile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<SupportRequestFormValues, unknown, SupportRequestInput>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: empty,
  });
  const errors = form.formState.errors;
  const advertiserId = form.watch('advertiser_id') ?? undefined;
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  const campaigns = useCampaignList(
    advertiserId ? { page: 1, per_page: 100, advertiser_id: advertiserId } : { page: 1, per_page: 100 },
  );
  const payments = useSupportPaymentChoices(advertiserId, can.manageFinance(me.role));

  const pickFile = (next: File | null) => {
    setFileError(undefined);
    if (next && next.size > supportLimits.attachmentMaxBytes) {
      setFileError(t('errors:SUPPORT_ATTACHMENT_TOO_LARGE'));
      setFile(null);
      return;
    }
    setFile(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      let attachmentError: string | undefined;
      if (file) {
        try {
          await attach.mutateAsync({ id: created.id, file });
        } catch (error) {
          attachmentError =
            error instanceof ApiError
              ? (Object.values(error.fieldErrors())[0] ?? t('common:generic_error'))
              : t('common:generic_error');
        }
      }
      form.reset(empty);
      setFile(null);
      onCreated(created, attachmentError);
    } catch (error) {
      const rest = placeSubmitError(error, form.setError, [...fields]);
      if (rest.length) form.setError('root', { message: rest.join(' ') });
    }
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
        noValidate
        data-testid="support-form"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="topic"
              render={({ field }) => (
                <Select
                  label={t('support:form.topic')}
                  required
                  allowDeselect={false}
                  data={supportTopics.map((topic) => ({ value: topic, label: t(supportTopicKeys[topic]) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'other')}
                  error={errors.topic?.message}
                  data-testid="support-topic"
                />
              )}
            />
            <TextInput
              label={t('support:form.subject')}
              required
              maxLength={supportLimits.subject}
              {...form.register('subject')}
              error={errors.subject?.message}
              data-testid="support-subject"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="advertiser_id"
              render={({ field }) => (
                <Select
                  label={t('support:form.advertiser')}
                  placeholder={t('support:form.none')}
                  clearable
                  searchable
                  data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
                  value={field.value ?? null}
                  onChange={(value) => {
                    field.onChange(value);
                    form.setValue('campaign_id', null);
                    form.setValue('payment_order_id', null);
                  }}
                  error={errors.advertiser_id?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="campaign_id"
              render={({ field }) => (
                <Select
                  label={t('support:form.campaign')}
                  placeholder={t('support:form.none')}
                  clearable
                  searchable
                  data={(campaigns.data?.data ?? []).map((c) => ({
                    value: c.id,
                    label: c.name ?? t('support:form.unnamed_campaign'),
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errors.campaign_id?.message}
                />
              )}
            />
            {can.manageFinance(me.role) && (
              <Controller
                control={form.control}
                name="payment_order_id"
                render={({ field }) => (
                  <Select
                    label={t('support:form.payment')}
                    placeholder={advertiserId ? t('support:form.none') : t('support:form.payment_pick_advertiser')}
                    disabled={!advertiserId}
                    clearable
                    data={(payments.data?.data ?? []).map((p) => ({
                      value: p.id,
                      label: `${p.code} · ${formatMoney(BigInt(p.amount), p.currency)}`,
                    }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    error={errors.payment_order_id?.message}
                  />
                )}
              />
            )}
          </SimpleGrid>
          <Textarea
            label={t('support:form.description')}
            description={t('support:form.description_hint')}
            required
            autosize
            minRows={5}
            maxLength={supportLimits.body}
            {...form.register('description')}
            error={errors.description?.message}
            data-testid="support-description"
          />
          <FileInput
            label={t('support:form.attachment')}
            description={t('support:form.attachment_hint')}
            placeholder={t('support:form.attachment_placeholder')}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            accept={accept}
            clearable
            value={file}
            onChange={pickFile}
            error={fileError}
            data-testid="support-attachment-input"
          />
          {errors.root?.message && (
            <Alert color="red" variant="light">
              {errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('support:form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || attach.isPending} data-testid="support-submit">
              {t('support:form.submit')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" lang={i18n.language}>
            {t('support:form.privacy')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
