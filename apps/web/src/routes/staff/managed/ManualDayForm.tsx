import { Button, Grid, NumberInput, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, moneyInputCents, saoPauloDateOf, type Currency } from '@verba/domain';
import { ApiError } from '../../../api/client';
import { DateField } from '../../../components/forms/DateField';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { useRecordManualDay, type ManagedCampaignDetail } from '../../../hooks/api/managed-campaigns';
import { feedback, flattenErrors } from '../../../shell/feedback-store';

const fields = [
  'day',
  'strategy_id',
  'impressions',
  'clicks',
  'conversions',
  'video_views',
  'cost_micros',
  'note',
] as const;
type Field = (typeof fields)[number];

/**
 * Staff type one day of a MANUAL campaign's delivery (the whole campaign, or one strategy). The
 * server checks every rule (docs/channels-manual.md) and its messages land under their fields; a day
 * recorded before is corrected, and the sync posts only the difference.
 */
export function ManualDayForm({ detail }: { detail: ManagedCampaignDetail }) {
  const { t, i18n } = useTranslation();
  const { campaign } = detail;
  const currency = campaign.currency as Currency;
  const record = useRecordManualDay(campaign.id);
  const today = saoPauloDateOf(new Date());
  const [day, setDay] = useState(today < (campaign.end_date ?? today) ? today : (campaign.end_date ?? today));
  const [strategy, setStrategy] = useState<string | null>(null);
  const [impressions, setImpressions] = useState<number | string>('');
  const [clicks, setClicks] = useState<number | string>('');
  const [conversions, setConversions] = useState<number | string>(0);
  const [views, setViews] = useState<number | string>(0);
  const [cost, setCost] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const whole = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
  const submit = async () => {
    setErrors({});
    const costCents = moneyInputCents(cost, { currency, language: i18n.language });
    if (costCents === undefined) {
      setErrors({ cost_micros: t('validation:money.invalid') });
      return;
    }
    try {
      const saved = await record.mutateAsync({
        day,
        strategy_id: strategy,
        impressions: whole(impressions),
        clicks: whole(clicks),
        conversions: whole(conversions),
        video_views: whole(views),
        cost_micros: String(costCents * 10_000n),
        note: note.trim() || null,
      });
      feedback.notify(
        'success',
        t(saved.replaced ? 'manualDelivery:form.corrected' : 'manualDelivery:form.recorded', {
          day: formatDate(saved.day, i18n.language),
        }),
      );
      setImpressions('');
      setClicks('');
      setCost('');
      setNote('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const byField = error.fieldErrors();
        const placed = Object.fromEntries(
          Object.entries(byField).filter(([k]) => (fields as readonly string[]).includes(k)),
        );
        setErrors(placed);
        const rest = Object.entries(byField)
          .filter(([k]) => !(k in placed))
          .map(([, v]) => v);
        if (rest.length) feedback.setErrors(rest);
      } else
        feedback.setErrors(
          error instanceof ApiError ? flattenErrors(error.errors) : t('common:generic_error'),
        );
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('manualDelivery:form.title')}
        </Title>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField
              label={t('manualDelivery:form.day')}
              value={day}
              onChange={setDay}
              error={errors.day}
              testId="manual-day"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('manualDelivery:form.strategy')}
              data={[
                { value: '', label: t('manualDelivery:form.whole_campaign') },
                ...campaign.strategies.map((s) => ({ value: s.id, label: s.name })),
              ]}
              value={strategy ?? ''}
              onChange={(value) => setStrategy(value ? value : null)}
              allowDeselect={false}
              error={errors.strategy_id}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyInput
              label={t('manualDelivery:form.cost')}
              value={cost}
              onChange={setCost}
              currency={currency}
              error={errors.cost_micros}
              data-testid="manual-cost"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('manualDelivery:form.impressions')}
              value={impressions}
              onChange={setImpressions}
              min={0}
              allowDecimal={false}
              thousandSeparator={i18n.language === 'en' ? ',' : '.'}
              decimalSeparator={i18n.language === 'en' ? '.' : ','}
              error={errors.impressions}
              data-testid="manual-impressions"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('manualDelivery:form.clicks')}
              value={clicks}
              onChange={setClicks}
              min={0}
              allowDecimal={false}
              thousandSeparator={i18n.language === 'en' ? ',' : '.'}
              decimalSeparator={i18n.language === 'en' ? '.' : ','}
              error={errors.clicks}
              data-testid="manual-clicks"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('manualDelivery:form.conversions')}
              value={conversions}
              onChange={setConversions}
              min={0}
              allowDecimal={false}
              error={errors.conversions}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('manualDelivery:form.video_views')}
              value={views}
              onChange={setViews}
              min={0}
              allowDecimal={false}
              error={errors.video_views}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12 }}>
            <TextInput
              label={t('manualDelivery:form.note')}
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={errors.note}
            />
          </Grid.Col>
        </Grid>
        <Button
          onClick={() => void submit()}
          loading={record.isPending}
          data-testid="manual-submit"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('manualDelivery:form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
