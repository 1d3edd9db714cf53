import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDate, formatDocument, type PublicPaymentOrder } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';

/** Deposit: the bank account to transfer to and the reference to quote; our team confirms it. */
export function DepositPanel({ order }: { order: PublicPaymentOrder }) {
  const { t, i18n } = useTranslation();
  const d = order.deposit;
  if (!d) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('orders:deposit.instructions')}</Text>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <CopyField label={t('orders:deposit.bank')} value={d.bank_code} display={`${d.bank_code} – ${d.bank_name}`} />
          <CopyField label={t('orders:deposit.agency')} value={d.agency} />
          <CopyField label={t('orders:deposit.account')} value={d.account} />
          <CopyField label={t('orders:deposit.beneficiary')} value={d.beneficiary_name} />
          <CopyField label={t('orders:deposit.document')} value={d.beneficiary_document} display={formatDocument(d.beneficiary_document)} />
          <CopyField label={t('orders:deposit.reference')} value={d.reference} />
        </SimpleGrid>
      </Paper>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {order.expires_at
          ? t('orders:deposit.confirmation_until', { date: formatDate(order.expires_at, i18n.language, { timeZone: 'America/Sao_Paulo' }) })
          : t('orders:deposit.confirmation')}
      </Alert>
    </Stack>
  );
}
