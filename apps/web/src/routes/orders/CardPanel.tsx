import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { cardSchema, cvvLengthOf, detectCardBrand, formatMoney, type CardFields, type CardInput, type PublicPaymentOrder } from '@verba/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { usePayWithCard } from '../../hooks/api/payment-orders';
import { brandNames, formatCardNumberInput, formatExpiryInput } from './card-input';

const fields = ['number', 'holder_name', 'expiry', 'cvv'] as const;

/**
 * Card: number (brand shown as typed), holder name, expiry and CVV, checked with the card schema
 * the server uses (spec §8 messages). The card goes to the gateway; only brand, last 4 digits
 * and expiry are kept.
 */
export function CardPanel({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const pay = usePayWithCard(order.public_id);
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<CardFields, unknown, CardInput>({
    resolver: zodResolver(cardSchema),
    defaultValues: { number: '', holder_name: '', expiry: '', cvv: '' },
    mode: 'onTouched',
  });
  const number = form.watch('number');
  const brand = detectCardBrand(number.replace(/\D/g, ''));

  const submit = form.handleSubmit(async (card) => {
    setMessages([]);
    try {
      await pay.mutateAsync(card);
    } catch (error) {
      // A refused card ends the order (the page shows it); anything else stays next to the form.
      if (error instanceof ApiError && error.code === 'CARD_REFUSED') return;
      setMessages(placeSubmitError(error, form.setError, fields));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="number"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              onChange={(event) => field.onChange(formatCardNumberInput(event.currentTarget.value))}
              label={t('orders:card.number')}
              placeholder="0000 0000 0000 0000"
              inputMode="numeric"
              autoComplete="cc-number"
              error={fieldState.error?.message}
              rightSectionWidth={brand ? 150 : undefined}
              rightSection={
                brand ? (
                  <Badge variant="light" data-testid="card-brand">
                    {brandNames[brand]}
                  </Badge>
                ) : null
              }
              withAsterisk
            />
          )}
        />
        <Controller
          control={form.control}
          name="holder_name"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
              label={t('orders:card.holder_name')}
              description={t('orders:card.holder_name_hint')}
              autoComplete="cc-name"
              error={fieldState.error?.message}
              withAsterisk
            />
          )}
        />
        <SimpleGrid cols={2} spacing="md">
          <Controller
            control={form.control}
            name="expiry"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(formatExpiryInput(event.currentTarget.value))}
                label={t('orders:card.expiry')}
                placeholder={t('orders:card.expiry_placeholder')}
                inputMode="numeric"
                autoComplete="cc-exp"
                error={fieldState.error?.message}
                withAsterisk
              />
            )}
          />
          <Controller
            control={form.control}
            name="cvv"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                label={t('orders:card.cvv')}
                placeholder={brand ? '0'.repeat(cvvLengthOf(brand)) : '000'}
                inputMode="numeric"
                autoComplete="cc-csc"
                error={fieldState.error?.message}
                withAsterisk
              />
            )}
          />
        </SimpleGrid>
        {messages.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('common:attention')}>
            {messages.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Alert>
        )}
        <Button type="submit" size="md" loading={pay.isPending} leftSection={<IconLock size={18} />}>
          {t('orders:card.pay', { amount: formatMoney(order.amount, order.currency) })}
        </Button>
        <Group gap={6} justify="center" align="flex-start" wrap="nowrap">
          <IconLock size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {t('orders:card.secure_note')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
