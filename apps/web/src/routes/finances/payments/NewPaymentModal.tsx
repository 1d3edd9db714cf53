import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBarcode,
  IconBrandPaypal,
  IconBuildingBank,
  IconCreditCard,
  IconQrcode,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import {
  paymentAmountIssue,
  paymentOrderBounds,
  type Currency,
  type PaymentMethod,
} from '@verba/domain';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/forms/FormErrors';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { centsOfMoneyValue, moneyValueIssue, remaskMoney } from '../../../components/forms/money-value';
import { placeSubmitError } from '../../../forms/server-errors';
import { useAdvertisers } from '../../../hooks/api/advertisers';
import { useCreatePaymentOrder } from '../../../hooks/api/payment-orders';
import { usePaymentMethods } from '../../../hooks/api/public-config';
import { methodLabelKeys } from '../../orders/labels';

interface NewPaymentValues {
  advertiser_id: string;
  amount: string;
  method: PaymentMethod;
}

const methodIcons: Record<PaymentMethod, ReactNode> = {
  PIX: <IconQrcode size={20} />,
  BOLETO: <IconBarcode size={20} />,
  CREDIT_CARD: <IconCreditCard size={20} />,
  PAYPAL: <IconBrandPaypal size={20} />,
  DEPOSIT: <IconBuildingBank size={20} />,
};

/** Pix first: it settles in seconds. */
const methodOrder: PaymentMethod[] = ['PIX', 'BOLETO', 'CREDIT_CARD', 'PAYPAL', 'DEPOSIT'];

/**
 * "New payment": an order adding budget to an advertiser's wallet, typed and limited in the
 * advertiser's currency (R$ 500,00 to R$ 50.000,00 in reais; the same limits and messages as the
 * server). On success the public payment page opens.
 */
export function NewPaymentModal({
  opened,
  advertiserId,
  onClose,
}: {
  opened: boolean;
  advertiserId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('finances:new_payment.title')}
      centered
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <NewPaymentForm advertiserId={advertiserId} onCancel={onClose} />}
    </Modal>
  );
}

function NewPaymentForm({ advertiserId, onCancel }: { advertiserId?: string; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const advertisers = useAdvertisers({ page: 1, per_page: 100, status: 'active', sort: 'name' });
  const create = useCreatePaymentOrder();
  // One key per order this dialog means to create: a retried submit returns the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<NewPaymentValues>({
    defaultValues: { advertiser_id: advertiserId ?? '', amount: '', method: 'PIX' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  // The methods the server takes now: live mode has deposits only, or nothing at all without the
  // platform's receiving account (the server refuses the rest alike, with the same message).
  const methods = usePaymentMethods();
  const available = useMemo(() => methodOrder.filter((m) => methods?.includes(m) ?? true), [methods]);
  const noMethod = available.length === 0;
  useEffect(() => {
    if (available[0] && !available.includes(form.getValues('method'))) form.setValue('method', available[0]);
  }, [available, form]);

  const options = useMemo(
    () =>
      (advertisers.data?.data ?? []).map((a) => ({
        value: a.id,
        label: a.display_name && a.display_name !== a.name ? `${a.display_name} — ${a.name}` : a.name,
      })),
    [advertisers.data],
  );
  const currencyOf = (id: string): Currency =>
    advertisers.data?.data.find((a) => a.id === id)?.currency ?? 'BRL';
  const currency = currencyOf(form.watch('advertiser_id'));
  const bounds = paymentOrderBounds(currency);

  const validateAmount = (value: string, values: NewPaymentValues) => {
    const currency = currencyOf(values.advertiser_id);
    const typed = moneyValueIssue(value, { currency, language: i18n.language });
    if (typed) return t(typed.key, typed.params ?? {});
    const cents = centsOfMoneyValue(value, currency);
    if (cents === undefined || cents === 0n) return t('finances:new_payment.amount_required');
    const issue = paymentAmountIssue(cents, currency);
    return issue ? t(issue.key, issue.params) : true;
  };

  /** Another advertiser may bill in another currency: the typed amount is rewritten in its format and checked again. */
  const changeAdvertiser = (id: string) => {
    const { advertiser_id: previous, amount } = form.getValues();
    form.setValue('advertiser_id', id, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    const [from, to] = [currencyOf(previous), currencyOf(id)];
    if (from === to || !amount) return;
    form.setValue('amount', remaskMoney(amount, from, to), {
      shouldValidate: form.getFieldState('amount').isTouched,
    });
  };

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const order = await create.mutateAsync({
        body: {
          advertiser_id: values.advertiser_id,
          amount: centsOfMoneyValue(values.amount, currencyOf(values.advertiser_id))!.toString(),
          method: values.method,
        },
        idempotencyKey,
      });
      await navigate({ to: '/orders/$id/payment', params: { id: order.public_id } });
    } catch (error) {
      setMessages(placeSubmitError(error, form.setError, ['advertiser_id', 'amount', 'method']));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          name="advertiser_id"
          control={form.control}
          rules={{ required: t('validation:required') }}
          render={({ field }) => (
            <Select
              label={t('finances:new_payment.advertiser')}
              placeholder={
                advertisers.isPending
                  ? t('finances:new_payment.loading_advertisers')
                  : t('finances:new_payment.advertiser_placeholder')
              }
              data={options}
              searchable
              nothingFoundMessage={t('finances:new_payment.no_advertisers')}
              value={field.value || null}
              onChange={(value) => changeAdvertiser(value ?? '')}
              onBlur={field.onBlur}
              error={errors.advertiser_id?.message}
              required
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          name="amount"
          control={form.control}
          rules={{ validate: validateAmount }}
          render={({ field }) => (
            <MoneyInput
              label={t('finances:new_payment.amount')}
              description={t('finances:new_payment.amount_hint', bounds)}
              currency={currency}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.amount?.message}
              withAsterisk
            />
          )}
        />
        {noMethod ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('errors:PAYMENT_METHOD_UNAVAILABLE', { context: 'none' })}
          </Alert>
        ) : (
          <Controller
            name="method"
            control={form.control}
            render={({ field }) => (
              <Radio.Group
                label={t('finances:new_payment.method')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                withAsterisk
              >
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
                  {available.map((method) => (
                    <Radio.Card
                      key={method}
                      value={method}
                      radius="md"
                      p="sm"
                      aria-label={t(methodLabelKeys[method])}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator size="sm" />
                        {methodIcons[method]}
                        <Text size="sm" fw={500}>
                          {t(methodLabelKeys[method])}
                        </Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        )}
        {!noMethod && (
          <Text size="xs" c="dimmed">
            {t('finances:new_payment.note')}
          </Text>
        )}
        <FormErrors messages={messages} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('finances:new_payment.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={noMethod}>
            {t('finances:new_payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
