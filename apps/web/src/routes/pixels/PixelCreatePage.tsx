import {
  ActionIcon,
  Alert,
  Breadcrumbs,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { pixelLimits, type CreatePixelGroupInput } from '@verba/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { PageHeader } from '../../components/forms/FormSection';
import { remaskMoney } from '../../components/forms/money-value';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCreatePixelGroup } from '../../hooks/api/pixels';
import { feedback } from '../../shell/feedback-store';
import { AnchorLink } from '../advertisers/links';
import { emptyRule, pixelGroupFormSchema, type PixelGroupValues } from './pixel-form';
import { PixelRuleFields } from './PixelRuleFields';

const route = getRouteApi('/app/pixels/create');

/** `/pixels/create`: a pixel group for an active advertiser with at least one rule. */
export function PixelCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { advertiser } = route.useSearch();
  const advertisers = useAdvertisers({ page: 1, per_page: 100, status: 'active', sort: 'name' });
  const create = useCreatePixelGroup();
  const [failed, setFailed] = useState(false);
  const form = useForm<PixelGroupValues, unknown, CreatePixelGroupInput>({
    resolver: zodResolver(pixelGroupFormSchema),
    defaultValues: { name: '', advertiser_id: advertiser ?? '', rules: [emptyRule] },
    mode: 'onTouched',
  });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const { errors, isSubmitting } = form.formState;
  const advertiserId = form.watch('advertiser_id');
  const currencyOf = (id: string) => advertisers.data?.data.find((a) => a.id === id)?.currency ?? 'BRL';
  const currency = currencyOf(advertiserId);
  /** Another advertiser may count in another currency: the typed rule values are rewritten in its format. */
  const changeAdvertiser = (id: string) => {
    const [from, to] = [currencyOf(form.getValues('advertiser_id')), currencyOf(id)];
    form.setValue('advertiser_id', id, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    if (from === to) return;
    form.getValues('rules').forEach((rule, index) => {
      if (rule.value) form.setValue(`rules.${index}.value`, remaskMoney(rule.value, from, to));
      if (rule.max_value) form.setValue(`rules.${index}.max_value`, remaskMoney(rule.max_value, from, to));
    });
  };

  const submit = form.handleSubmit(async (input) => {
    setFailed(false);
    try {
      const created = await create.mutateAsync(input);
      feedback.notify('success', t('pixels:create.created'), { forNextPage: true });
      void navigate({ to: '/pixels/$id', params: { id: created.id } });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        showSubmitError(error, form.setError, ['name', 'advertiser_id']);
      else setFailed(true);
    }
  });

  const ruleErrors = errors.rules;
  return (
    <Stack gap={0} maw={1040}>
      <Breadcrumbs mb="xs">
        <AnchorLink to="/pixels" size="sm">
          {t('pixels:title')}
        </AnchorLink>
        <span>{t('pixels:create.breadcrumb')}</span>
      </Breadcrumbs>
      <PageHeader title={t('pixels:create.title')} subtitle={t('pixels:create.subtitle')} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Controller
                control={form.control}
                name="advertiser_id"
                render={({ field }) => (
                  <Select
                    label={t('pixels:form.advertiser')}
                    description={t('pixels:form.advertiser_hint')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    required
                    searchable
                    data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
                    value={field.value || null}
                    onChange={(value) => changeAdvertiser(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.advertiser_id?.message}
                    maw={480}
                  />
                )}
              />
              <TextInput
                label={t('pixels:form.name')}
                required
                maxLength={pixelLimits.groupName}
                {...form.register('name')}
                error={errors.name?.message}
                maw={480}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  {t('pixels:form.rules_title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('pixels:form.rules_hint')}
                </Text>
              </div>
              {rules.fields.map((rule, index) => (
                <Stack key={rule.id} gap="xs">
                  {index > 0 && <Divider />}
                  <Group justify="space-between">
                    <Text fw={600} size="sm">
                      {t('pixels:form.rule_number', { number: index + 1 })}
                    </Text>
                    {rules.fields.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('pixels:form.remove_rule', { number: index + 1 })}
                        onClick={() => rules.remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                  <PixelRuleFields
                    prefix={`rules.${index}`}
                    number={rules.fields.length > 1 ? index + 1 : undefined}
                    control={form.control}
                    register={form.register}
                    errors={ruleErrors?.[index]}
                    currency={currency}
                  />
                </Stack>
              ))}
              {ruleErrors?.root?.message && (
                <Text c="red" size="sm">
                  {ruleErrors.root.message}
                </Text>
              )}
              {ruleErrors?.message && (
                <Text c="red" size="sm">
                  {ruleErrors.message}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => rules.append(emptyRule)}
                  disabled={rules.fields.length >= pixelLimits.rulesPerGroup}
                >
                  {t('pixels:form.add_rule')}
                </Button>
              </Group>
            </Stack>
          </Paper>

          {failed && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('pixels:create.failed')}>
              <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void submit()}>
                {t('pixels:retry')}
              </Button>
            </Alert>
          )}

          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('pixels:create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
