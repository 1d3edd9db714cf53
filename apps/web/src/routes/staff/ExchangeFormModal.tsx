import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  createExchangeSchema,
  exchangeAuthMethods,
  exchangeBillingModes,
  exchangeCurrencies,
  exchangeLimits,
  exchangeOpenRtbVersions,
  type CreateExchangeForm,
  type CreateExchangeInput,
} from '@verba/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import {
  useCreateExchange,
  useUpdateExchange,
  type ExchangeView,
  type ExchangeWithSecret,
} from '../../hooks/api/exchanges';
import { feedback } from '../../shell/feedback-store';

type Values = CreateExchangeForm;
const fields = [
  'name',
  'slug',
  'openrtb_version',
  'currency',
  'seat_ids',
  'auth_method',
  'allowed_cidrs',
  'tls_fingerprint',
  'notice_window_seconds',
  'billing',
] as const;

const valuesOf = (exchange: ExchangeView | undefined, maxWindow: number): Values => ({
  name: exchange?.name ?? '',
  slug: exchange?.slug ?? '',
  openrtb_version: exchange?.openrtb_version ?? '2.6',
  currency: exchange?.currency ?? 'BRL',
  seat_ids: exchange?.seat_ids ?? [],
  auth_method: exchange?.auth_method ?? 'signed_header',
  allowed_cidrs: exchange?.allowed_cidrs ?? [],
  tls_fingerprint: exchange?.tls_fingerprint ?? '',
  notice_window_seconds: exchange?.notice_window_seconds ?? maxWindow,
  billing: exchange?.billing ?? 'burl',
});

/** Registers an exchange or edits one (everything but its identifier); a new secret is shown once by the caller. */
export function ExchangeFormModal({
  opened,
  exchange,
  maxNoticeWindowSeconds,
  onClose,
  onIssued,
}: {
  opened: boolean;
  /** The exchange to edit; none to register a new one. */
  exchange: ExchangeView | undefined;
  maxNoticeWindowSeconds: number;
  onClose: () => void;
  onIssued: (issued: ExchangeWithSecret) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateExchange();
  const update = useUpdateExchange();
  const editing = exchange !== undefined;
  // One schema for both: an edited exchange keeps its (valid) identifier, which the server ignores.
  const form = useForm<Values, unknown, CreateExchangeInput>({
    resolver: zodResolver(createExchangeSchema),
    defaultValues: valuesOf(exchange, maxNoticeWindowSeconds),
  });
  useEffect(() => {
    if (opened) form.reset(valuesOf(exchange, maxNoticeWindowSeconds));
  }, [opened, exchange, maxNoticeWindowSeconds, form]);
  const method = form.watch('auth_method');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = editing
        ? await update.mutateAsync({ id: exchange.id, input: values })
        : await create.mutateAsync(values);
      feedback.notify('success', t('exchanges:saved'));
      onClose();
      if (saved.secret) onIssued(saved);
    } catch (error) {
      const rest = placeSubmitError(error, form.setError, fields, {
        EXCHANGE_SLUG_TAKEN: 'slug',
        EXCHANGE_TLS_UNAVAILABLE: 'auth_method',
      });
      if (rest.length) form.setError('root', { message: rest.join(' ') });
    }
  });
  const select = (
    name: 'openrtb_version' | 'currency' | 'auth_method' | 'billing',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          allowDeselect={false}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          error={errors[name]?.message}
          required
        />
      )}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        editing ? t('exchanges:form.edit_title', { name: exchange.name }) : t('exchanges:form.create_title')
      }
      centered
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('exchanges:form.name')}
              required
              maxLength={exchangeLimits.name}
              data-autofocus
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label={t('exchanges:form.slug')}
              description={t('exchanges:form.slug_help')}
              required
              disabled={editing}
              maxLength={exchangeLimits.slug}
              {...form.register('slug')}
              error={errors.slug?.message}
            />
            {select(
              'openrtb_version',
              t('exchanges:form.openrtb_version'),
              exchangeOpenRtbVersions.map((v) => ({ value: v, label: `OpenRTB ${v}` })),
            )}
            {select(
              'currency',
              t('exchanges:form.currency'),
              exchangeCurrencies.map((c) => ({ value: c, label: c })),
            )}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="seat_ids"
            render={({ field }) => (
              <TagsInput
                label={t('exchanges:form.seat_ids')}
                placeholder={t('exchanges:form.seat_ids_placeholder')}
                value={field.value}
                onChange={field.onChange}
                maxTags={exchangeLimits.seatIds}
                error={errors.seat_ids?.message ?? errors.seat_ids?.root?.message}
              />
            )}
          />
          {select(
            'auth_method',
            t('exchanges:form.auth_method'),
            exchangeAuthMethods.map((m) => ({ value: m, label: t(`exchanges:auth_method.${m}`) })),
          )}
          <Text size="xs" c="dimmed" mt={-8}>
            {t(`exchanges:auth_help.${method}`)}
          </Text>
          <Controller
            control={form.control}
            name="allowed_cidrs"
            render={({ field }) => (
              <TagsInput
                label={t('exchanges:form.allowed_cidrs')}
                description={t('exchanges:form.allowed_cidrs_help')}
                placeholder="203.0.113.0/24"
                value={field.value}
                onChange={field.onChange}
                maxTags={exchangeLimits.cidrs}
                required={method === 'source_address'}
                error={errors.allowed_cidrs?.message ?? errors.allowed_cidrs?.root?.message}
              />
            )}
          />
          {method === 'tls_client_cert' && (
            <TextInput
              label={t('exchanges:form.tls_fingerprint')}
              maxLength={exchangeLimits.fingerprint}
              {...form.register('tls_fingerprint')}
              error={errors.tls_fingerprint?.message}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="notice_window_seconds"
              render={({ field }) => (
                <NumberInput
                  label={t('exchanges:form.notice_window_seconds')}
                  description={t('exchanges:form.notice_window_help', { max: maxNoticeWindowSeconds })}
                  min={1}
                  max={maxNoticeWindowSeconds}
                  allowDecimal={false}
                  value={field.value as number}
                  onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                  error={errors.notice_window_seconds?.message}
                  required
                />
              )}
            />
            {select(
              'billing',
              t('exchanges:form.billing'),
              exchangeBillingModes.map((b) => ({ value: b, label: t(`exchanges:billing.${b}`) })),
            )}
          </SimpleGrid>
          {errors.root?.message && (
            <Alert color="red" variant="light">
              {errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('exchanges:cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('exchanges:save') : t('exchanges:create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
