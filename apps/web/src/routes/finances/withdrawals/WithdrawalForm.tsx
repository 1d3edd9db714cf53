import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  formatDate,
  formatMoney,
  maxWithdrawal,
  WITHDRAWAL_FEE_CENTS,
  WITHDRAWAL_MINIMUM_CENTS,
  withdrawalAmountIssue,
  withdrawalSettlementDate,
  withdrawalTotal,
  type BankAccountView,
} from '@verba/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useRequestWithdrawal } from '../../../hooks/api/withdrawals';
import { feedback } from '../../../shell/feedback-store';
import { formatAccountNumber, formatAgency } from '../bank-accounts/bank-account-format';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { centsOfMoneyValue, moneyValueIssue } from '../../../components/forms/money-value';
import { useNow } from './use-now';
import { useSandboxHints } from '../../../hooks/api/public-config';

interface WithdrawalFormProps {
  /** What may be withdrawn in centavos: the wallet balance less `debt` (below zero while it owes more). */
  balance: bigint;
  /** What the company owes from chargebacks, in centavos. */
  debt: bigint;
  mainAccount: BankAccountView | null | undefined;
  /** The sandbox rail is active: say how to make a transfer fail. */
  sandbox: boolean;
}

/**
 * The request form: amount, then live what it costs (fee R$ 3,67, total debited) and when it
 * arrives (the settlement date by the same rule as the server: before 15:00 São Paulo on a
 * business day → today, else the next business day).
 */
export function WithdrawalForm({ balance, debt, mainAccount, sandbox }: WithdrawalFormProps) {
  const sandboxHints = useSandboxHints();
  const { t, i18n } = useTranslation();
  const now = useNow();
  const request = useRequestWithdrawal();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const idempotency = useRef<{ amount: bigint; key: string } | undefined>(undefined);

  // Withdrawals are in reais: the wallet and the payout rail are BRL only.
  const cents = centsOfMoneyValue(value, 'BRL');
  const typed = moneyValueIssue(value, { currency: 'BRL', language: i18n.language });
  const issue = typed ?? (cents === undefined ? undefined : withdrawalAmountIssue(cents, balance, debt));
  const error = serverError ?? (touched && issue ? t(issue.key, issue.params ?? {}) : undefined);
  const settlementDate = withdrawalSettlementDate(now);
  const max = maxWithdrawal(balance);
  const disabled = !mainAccount || max === 0n;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (cents === undefined || issue || !mainAccount) return;
    // One key per amount: a retry of the same request is recognised by the server.
    if (idempotency.current?.amount !== cents)
      idempotency.current = { amount: cents, key: crypto.randomUUID() };
    try {
      const withdrawal = await request.mutateAsync({
        amount: cents,
        idempotencyKey: idempotency.current.key,
      });
      feedback.notify(
        'success',
        t('finances_payouts:withdrawals.done', {
          amount: formatMoney(withdrawal.amount),
          date: formatDate(withdrawal.settlement_date, i18n.language),
        }),
      );
      idempotency.current = undefined;
      setValue('');
      setTouched(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && failure.fieldErrors().amount)
        setServerError(failure.fieldErrors().amount);
      else feedback.setErrors(failure instanceof ApiError ? failure.errors : t('common:generic_error'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('finances_payouts:withdrawals.request_title')}
        </Title>
        {!mainAccount && mainAccount !== undefined && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
            {t('finances_payouts:withdrawals.no_main_account')}
          </Alert>
        )}
        <MoneyInput
          label={t('finances_payouts:withdrawals.amount')}
          description={t('finances_payouts:withdrawals.amount_hint', {
            minimum: formatMoney(WITHDRAWAL_MINIMUM_CENTS),
          })}
          currency="BRL"
          value={value}
          onChange={(next) => {
            setValue(next);
            setServerError(undefined);
          }}
          onBlur={() => setTouched(true)}
          error={error}
          disabled={disabled}
          rightSectionWidth={110}
          rightSection={
            max > 0n ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => setValue(formatMoney(max))}
                disabled={disabled}
              >
                {t('finances_payouts:withdrawals.use_max')}
              </Anchor>
            ) : undefined
          }
        />
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('finances_payouts:withdrawals.fee')}
            </Text>
            <Text size="sm" data-testid="withdrawal-fee">
              {formatMoney(WITHDRAWAL_FEE_CENTS)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('finances_payouts:withdrawals.total')}
            </Text>
            <Text size="sm" fw={600} data-testid="withdrawal-total">
              {cents === undefined ? '—' : formatMoney(withdrawalTotal(cents))}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('finances_payouts:withdrawals.settlement')}
            </Text>
            <Text size="sm" fw={600} data-testid="withdrawal-settlement-date">
              {formatDate(settlementDate, i18n.language)}
            </Text>
          </Group>
          {mainAccount && (
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed">
                {t('finances_payouts:withdrawals.destination')}
              </Text>
              <Text size="sm" ta="right">
                {mainAccount.bank_code} · {formatAgency(mainAccount)} · {formatAccountNumber(mainAccount)}
              </Text>
            </Group>
          )}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('finances_payouts:withdrawals.cutoff')}
        </Text>
        {sandbox && sandboxHints && (
          <Text size="xs" c="dimmed" data-testid="sandbox-payout-hint">
            {t('finances_payouts:withdrawals.sandbox_hint', { account: sandboxHints.refused_payout_account })}
          </Text>
        )}
        <Divider />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending} disabled={disabled}>
            {t('finances_payouts:withdrawals.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
