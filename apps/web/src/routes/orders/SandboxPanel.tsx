import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockX, IconFlask, IconX } from '@tabler/icons-react';
import type { PublicPaymentOrder, SandboxAction, SandboxCardOutcome } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSandboxAction } from '../../hooks/api/payment-orders';
import { useSandboxHints } from '../../hooks/api/public-config';
import { flattenErrors } from '../../shell/feedback-store';
import { CopyField } from './CopyField';
import { brandNames } from './card-input';

/**
 * The sandbox gateway's controls, clearly apart from the real instructions: each button makes
 * the sandbox send the signed webhook a payer or a bank would cause. Card orders list the test
 * cards too.
 */
export function SandboxPanel({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const action = useSandboxAction(order.public_id);
  const run = (what: SandboxAction) => action.mutate(what);
  const error =
    action.error instanceof ApiError
      ? flattenErrors(action.error.errors)
      : action.error
        ? [t('common:generic_error')]
        : [];
  const pending = (what: SandboxAction) => action.isPending && action.variables === what;

  return (
    <Paper
      radius="md"
      p="lg"
      style={{ border: '2px dashed var(--mantine-color-orange-4)' }}
      bg="var(--mantine-color-orange-0)"
      data-testid="sandbox-panel"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconFlask size={20} color="var(--mantine-color-orange-7)" />
          <Text fw={600}>{t('orders:sandbox.title')}</Text>
          <Badge color="orange" variant="filled" size="sm">
            {t('orders:sandbox.badge')}
          </Badge>
        </Group>
        <Text size="sm">
          {order.method === 'DEPOSIT' ? t('orders:sandbox.deposit_note') : t('orders:sandbox.description')}
        </Text>
        {action.isSuccess && !error.length && (
          <Text size="sm" c="dimmed">
            {t('orders:sandbox.sent')}
          </Text>
        )}
        {error.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {error.join(' ')}
          </Alert>
        )}
        <Group gap="xs">
          {order.method !== 'DEPOSIT' && (
            <Button
              size="sm"
              color="teal"
              leftSection={<IconCheck size={16} />}
              loading={pending('pay')}
              disabled={action.isPending}
              onClick={() => run('pay')}
            >
              {t('orders:sandbox.pay')}
            </Button>
          )}
          <Button
            size="sm"
            variant="default"
            leftSection={<IconClockX size={16} />}
            loading={pending('expire')}
            disabled={action.isPending}
            onClick={() => run('expire')}
          >
            {t('orders:sandbox.expire')}
          </Button>
          <Button
            size="sm"
            variant="default"
            color="red"
            leftSection={<IconX size={16} />}
            loading={pending('refuse')}
            disabled={action.isPending}
            onClick={() => run('refuse')}
          >
            {t('orders:sandbox.refuse')}
          </Button>
        </Group>
        {order.method === 'CREDIT_CARD' && <TestCards />}
      </Stack>
    </Paper>
  );
}

const outcomeLabelKeys: Record<SandboxCardOutcome, string> = {
  APPROVE: 'orders:sandbox.cards.approve',
  REFUSE: 'orders:sandbox.cards.refuse',
  CHARGEBACK: 'orders:sandbox.cards.chargeback',
  ERROR: 'orders:sandbox.cards.error',
};

/** The sandbox's test cards, as `GET public/config` lists them in sandbox mode (none when live). */
function TestCards() {
  const { t } = useTranslation();
  const hints = useSandboxHints();
  if (!hints) return null;
  const rows = hints.test_cards.map((card) => ({
    label: t(outcomeLabelKeys[card.outcome]),
    number: card.number,
    brand: brandNames[card.brand],
  }));
  return (
    <Stack gap={6} mt="xs">
      <Text size="sm" fw={500}>
        {t('orders:sandbox.cards.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {rows.map((row) => (
          <CopyField key={row.number} label={`${row.label} (${row.brand})`} value={row.number} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('orders:sandbox.cards.hint')}
      </Text>
    </Stack>
  );
}
