import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  campaignObjectives,
  campaignRequestLimits,
  campaignRequestSchema,
  formatMoney,
  managedCampaignChannels,
  type CampaignRequestForm,
  type CampaignRequestInput,
  type CampaignRequestView,
  type Currency,
} from '@verba/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/forms/DateField';
import { isoOfDateText } from '../../components/forms/date-text';
import { PageHeader } from '../../components/forms/FormSection';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { centsOfMoneyValue, remaskMoney } from '../../components/forms/money-value';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCreateCampaignRequest } from '../../hooks/api/campaign-review';
import { campaignObjectiveKeys, campaignTypeKeys } from './label-keys';

const fields = [
  'advertiser_id',
  'name',
  'budget',
  'start_date',
  'end_date',
  'objective',
  'channels',
  'notes',
] as const;
const emptyForm: CampaignRequestForm = {
  advertiser_id: '',
  name: '',
  budget: '',
  start_date: '',
  end_date: null,
  objective: 'IMPRESSION',
  channels: [],
  notes: '',
};

/**
 * The money input's value → minor units as the API takes them ("R$ 1.500,50" → "150050"); a text
 * that is not an amount yet goes as typed, so the schema refuses it.
 */
const centsOf = (value: string, currency: Currency) =>
  centsOfMoneyValue(value, currency)?.toString() ?? value;

/**
 * `/campaigns/request` (spec §2, DESIGN §7): ask the platform to set up and run a campaign
 * (managed service). The platform's staff are e-mailed; the user gets a confirmation.
 */
export function CampaignRequestPage() {
  const { t, i18n } = useTranslation();
  const advertisers = useAdvertisers({ page: 1, per_page: 100, status: 'active', sort: 'name' });
  const create = useCreateCampaignRequest();
  const [sent, setSent] = useState<CampaignRequestView>();
  const form = useForm<CampaignRequestForm, unknown, CampaignRequestInput>({
    resolver: zodResolver(campaignRequestSchema),
    defaultValues: emptyForm,
  });
  const errors = form.formState.errors;
  // The budget as the money input shows it; the form holds its minor units.
  const [budgetText, setBudgetText] = useState('');
  const currencyOf = (id: string): Currency =>
    advertisers.data?.data.find((a) => a.id === id)?.currency ?? 'BRL';
  const currency = currencyOf(form.watch('advertiser_id'));
  /** Another advertiser may bill in another currency: the typed budget is rewritten in its format. */
  const changeAdvertiser = (id: string) => {
    const text = remaskMoney(budgetText, currency, currencyOf(id));
    setBudgetText(text);
    form.setValue('budget', centsOf(text, currencyOf(id)));
  };
  // An optional end date typed halfway is empty to the form; it is refused rather than sent as none.
  // (The text in the language it was typed in: another language rewrites the field from its value.)
  const [endTyped, setEndTyped] = useState({ text: '', language: i18n.language });
  const endHalfTyped =
    endTyped.language === i18n.language &&
    endTyped.text.trim() !== '' &&
    isoOfDateText(endTyped.text, i18n.language) === undefined;
  const refuseHalfTypedEnd = () => {
    if (endHalfTyped) form.setError('end_date', { message: t('campaigns:rules.DATE_FORMAT') });
    return endHalfTyped;
  };
  const onSubmit = form.handleSubmit(async () => {
    if (refuseHalfTypedEnd()) return;
    const values = form.getValues();
    try {
      setSent(await create.mutateAsync({ ...values, end_date: values.end_date || null }));
      form.reset(emptyForm);
      setBudgetText('');
    } catch (error) {
      const rest = placeSubmitError(error, form.setError, [...fields]);
      if (rest.length) form.setError('root', { message: rest.join(' ') });
    }
  }, refuseHalfTypedEnd);

  if (sent)
    return (
      <Stack gap="lg" maw={720}>
        <PageHeader title={t('campaigns:request.title')} subtitle={t('campaigns:request.subtitle')} />
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck />}
          title={t('campaigns:request.sent_title')}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('campaigns:request.sent', {
                name: sent.name,
                budget: formatMoney(BigInt(sent.budget), sent.currency as Currency),
              })}
            </Text>
            <Group>
              <Button variant="light" onClick={() => setSent(undefined)}>
                {t('campaigns:request.another')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('campaigns:request.title')} subtitle={t('campaigns:request.subtitle')} />
      <Paper withBorder radius="md" p="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit(event);
          }}
          noValidate
        >
          <Stack gap="md">
            <Controller
              control={form.control}
              name="advertiser_id"
              render={({ field }) => (
                <Select
                  label={t('campaigns:request.advertiser')}
                  placeholder={t('campaigns:request.advertiser_placeholder')}
                  required
                  searchable
                  data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
                  value={field.value || null}
                  onChange={(value) => {
                    changeAdvertiser(value ?? '');
                    field.onChange(value ?? '');
                  }}
                  error={errors.advertiser_id?.message}
                />
              )}
            />
            <TextInput
              label={t('campaigns:request.name')}
              required
              maxLength={campaignRequestLimits.name}
              {...form.register('name')}
              error={errors.name?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="budget"
                render={({ field }) => (
                  <MoneyInput
                    label={t('campaigns:request.budget')}
                    required
                    currency={currency}
                    value={budgetText}
                    onChange={(text) => {
                      setBudgetText(text);
                      field.onChange(centsOf(text, currency));
                    }}
                    onBlur={field.onBlur}
                    error={errors.budget?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="objective"
                render={({ field }) => (
                  <Select
                    label={t('campaigns:request.objective')}
                    required
                    allowDeselect={false}
                    data={campaignObjectives.map((o) => ({ value: o, label: t(campaignObjectiveKeys[o]) }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'IMPRESSION')}
                    error={errors.objective?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="start_date"
                render={({ field }) => (
                  <DateField
                    label={t('campaigns:request.start_date')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.start_date?.message}
                    testId="request-start-date"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="end_date"
                render={({ field }) => (
                  <DateField
                    label={t('campaigns:request.end_date')}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value || null)}
                    onTextChange={(text) => setEndTyped({ text, language: i18n.language })}
                    error={errors.end_date?.message}
                    testId="request-end-date"
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="channels"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('campaigns:request.channels')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.channels?.message ?? errors.channels?.root?.message}
                >
                  <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                    {managedCampaignChannels.map((c) => (
                      <Checkbox key={c} value={c} label={t(campaignTypeKeys[c])} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
            <Textarea
              label={t('campaigns:request.notes')}
              autosize
              minRows={3}
              maxLength={campaignRequestLimits.notes}
              {...form.register('notes')}
              error={errors.notes?.message}
            />
            {errors.root?.message && (
              <Alert color="red" variant="light">
                {errors.root.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('campaigns:request.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
