import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate, formatMoney } from '@verba/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import {
  useOrderNfse,
  useRequestOrderNfse,
  type InvoiceView,
  type OrderNfseView,
} from '../../../hooks/api/invoices';
import { feedback } from '../../../shell/feedback-store';
import { AnchorLink } from '../../advertisers/links';
import { methodLabelKeys, statusColors, statusLabelKeys } from '../labels';
import { InvoiceDocument } from './InvoiceDocument';
import {
  invoiceReasonKey,
  invoiceStatusColors,
  invoiceStatusExplanationKeys,
  invoiceStatusLabelKeys,
  printedInvoiceNumber,
} from './invoice-labels';

const route = getRouteApi('/app/orders/$id/nfse');

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

function InvoiceStatusCard({ view, invoice }: { view: OrderNfseView; invoice: InvoiceView }) {
  const { t, i18n } = useTranslation();
  const request = useRequestOrderNfse(view.order.id);
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => feedback.notify('success', t('invoices:requested')),
      onError: (error) =>
        feedback.setErrors(error instanceof ApiError ? error.errors : t('common:generic_error')),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 360px' }}>
            <Group gap="sm">
              <Title order={2} size="h4">
                {t('invoices:status_title')}
              </Title>
              <Badge
                size="lg"
                variant="light"
                color={invoiceStatusColors[invoice.status]}
                radius="sm"
                data-testid="invoice-status"
              >
                {t(invoiceStatusLabelKeys[invoice.status])}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(invoiceStatusExplanationKeys[invoice.status], {
                date: date(invoice.status === 'issued' ? invoice.issued_at : invoice.scheduled_for),
                reason: invoice.failure_reason ? t(invoiceReasonKey(invoice.failure_reason)) : '',
              })}
            </Text>
            {invoice.status === 'rejected' && invoice.failure_reason?.startsWith('taker_') && (
              <AnchorLink to="/company/edit" size="sm">
                {t('invoices:fix_company')}
              </AnchorLink>
            )}
          </Stack>
          {invoice.can_request_issue && (
            <Button leftSection={<IconSend size={16} />} onClick={ask} loading={request.isPending}>
              {invoice.status === 'created' ? t('invoices:request_now') : t('invoices:request_again')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" verticalSpacing="md">
          <Field label={t('invoices:field.number')} testId="invoice-number">
            {invoice.number ? printedInvoiceNumber(invoice.number) : '—'}
          </Field>
          <Field label={t('invoices:field.verification_code')}>{invoice.verification_code ?? '—'}</Field>
          <Field
            label={invoice.issued_at ? t('invoices:field.issued_at') : t('invoices:field.scheduled_for')}
          >
            {date(invoice.issued_at ?? (invoice.status === 'canceled' ? null : invoice.scheduled_for))}
          </Field>
          <Field label={t('invoices:field.amount')}>{formatMoney(invoice.amount, invoice.currency)}</Field>
          <Field label={t('invoices:field.paid_at')}>{date(invoice.paid_at)}</Field>
          <Field label={t('invoices:field.service')}>{t('invoices:service_description')}</Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function OrderCard({ view }: { view: OrderNfseView }) {
  const { t, i18n } = useTranslation();
  const { order } = view;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('invoices:order.title')}
        </Title>
        <Field label={t('invoices:order.advertiser')}>{order.advertiser.display_name}</Field>
        <Field label={t('invoices:order.amount')}>{formatMoney(order.amount, order.currency)}</Field>
        <Field label={t('invoices:order.method')}>{t(methodLabelKeys[order.method])}</Field>
        <Field label={t('invoices:order.created_at')}>{formatDate(order.created_at, i18n.language)}</Field>
        <Group gap="xs">
          <Badge variant="light" color={statusColors[order.status]} radius="sm">
            {t(statusLabelKeys[order.status])}
          </Badge>
        </Group>
        <Anchor href={`/orders/${encodeURIComponent(order.public_id)}/payment`} size="sm">
          {t('invoices:order.payment_page')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** `/orders/{id}/nfse` (spec §2): the invoice of a payment order — status, number, request, document. */
export function NfsePage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const nfse = useOrderNfse(id);

  const back = (
    <AnchorLink to="/finances" search={{ tab: 'payments' }} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('invoices:back')}
      </Group>
    </AnchorLink>
  );

  if (nfse.isError) {
    const notFound =
      nfse.error instanceof ApiError && (nfse.error.status === 404 || nfse.error.status === 403);
    return (
      <Stack gap="md" maw={960}>
        {back}
        <Alert
          color={notFound ? 'gray' : 'red'}
          variant="light"
          title={notFound ? t('invoices:not_found.title') : t('invoices:load_error')}
        >
          {notFound ? t('invoices:not_found.text') : null}
        </Alert>
      </Stack>
    );
  }
  if (!nfse.data)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );

  const view = nfse.data;
  const { invoice } = view;
  return (
    <Stack gap="lg" maw={1100}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('invoices:title')}
        </Title>
        <Text c="dimmed">
          {t('invoices:subtitle', {
            amount: formatMoney(view.order.amount, view.order.currency),
            advertiser: view.order.advertiser.display_name,
          })}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {invoice ? (
              <>
                <InvoiceStatusCard view={view} invoice={invoice} />
                {invoice.status === 'issued' && invoice.number && (
                  <InvoiceDocument invoice={{ ...invoice, number: invoice.number }} />
                )}
              </>
            ) : (
              <Alert
                color="blue"
                variant="light"
                icon={<IconInfoCircle size={18} />}
                title={t('invoices:not_paid.title')}
              >
                {t('invoices:not_paid.text')}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderCard view={view} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
