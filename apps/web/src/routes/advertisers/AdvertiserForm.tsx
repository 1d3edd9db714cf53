import { Alert, Button, Grid, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import {
  advertiserCurrencies,
  advertiserLimits,
  documentTypeOf,
  type CreateAdvertiserInput,
  type UpdateAdvertiserInput,
} from '@verba/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { DocumentInput } from '../../components/forms/DocumentInput';
import { FormSection } from '../../components/forms/FormSection';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import {
  useCreateAdvertiser,
  useRemoveAdvertiserLogo,
  useUpdateAdvertiser,
  useUploadAdvertiserLogo,
  type Advertiser,
} from '../../hooks/api/advertisers';
import { feedback, flattenErrors } from '../../shell/feedback-store';
import { AdCategoriesField } from './AdCategoriesField';
import { AdvertiserAddressFields } from './AdvertiserAddressFields';
import {
  advertiserFields,
  advertiserValues,
  createAdvertiserFormSchema,
  emptyAdvertiserValues,
  updateAdvertiserFormSchema,
  type AdvertiserValues,
} from './advertiser-form';
import { countryOptions } from './country-names';
import { LogoField } from './LogoField';

type Output = CreateAdvertiserInput | UpdateAdvertiserInput;

const currencyLabels = { BRL: 'R$ · BRL', USD: '$ · USD', EUR: '€ · EUR' } as const;

/**
 * Create or edit an advertiser: identity (with logo), billing and owner, address. The currency is
 * chosen once and locked afterwards (spec §5). A new advertiser's logo is uploaded right after
 * it is created; an existing advertiser's logo is uploaded as soon as it is picked.
 */
export function AdvertiserForm({ advertiser }: { advertiser?: Advertiser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const editing = Boolean(advertiser);
  const create = useCreateAdvertiser();
  const update = useUpdateAdvertiser();
  const upload = useUploadAdvertiserLogo();
  const removeLogo = useRemoveAdvertiserLogo();
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);

  const resolver = (
    editing ? zodResolver(updateAdvertiserFormSchema) : zodResolver(createAdvertiserFormSchema)
  ) as Resolver<AdvertiserValues, unknown, Output>;
  const form = useForm<AdvertiserValues, unknown, Output>({
    resolver,
    defaultValues: advertiser ? advertiserValues(advertiser) : emptyAdvertiserValues,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const country = form.watch('country');
  const brazil = country === 'BR';
  const ownerIsCompany = documentTypeOf(form.watch('owner_document')) === 'CNPJ';
  const displayName = form.watch('display_name');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  async function sendLogo(id: string, file: File): Promise<boolean> {
    setLogoError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ id, file, onProgress: setProgress });
      setPendingLogo(null);
      return true;
    } catch (error) {
      setLogoError(
        error instanceof ApiError ? (flattenErrors(error.errors)[0] ?? null) : t('common:generic_error'),
      );
      return false;
    } finally {
      setProgress(null);
    }
  }

  const submit = form.handleSubmit(async (input) => {
    try {
      if (advertiser) {
        const saved = await update.mutateAsync({ id: advertiser.id, input: input });
        form.reset(advertiserValues(saved));
        feedback.notify('success', t('advertisers:form.saved'), { forNextPage: true });
        void navigate({ to: '/advertisers/$id', params: { id: saved.id } });
        return;
      }
      const created = await create.mutateAsync(input as CreateAdvertiserInput);
      form.reset(advertiserValues(created));
      if (pendingLogo && !(await sendLogo(created.id, pendingLogo))) {
        feedback.notify('warning', t('advertisers:form.created_without_logo'), { forNextPage: true });
        void navigate({ to: '/advertisers/$id/edit', params: { id: created.id } });
        return;
      }
      feedback.notify('success', t('advertisers:form.created'), { forNextPage: true });
      void navigate({ to: '/advertisers/$id', params: { id: created.id } });
    } catch (error) {
      showSubmitError(error, form.setError, advertiserFields);
    }
  });

  const pickLogo = async (file: File) => {
    if (!advertiser) {
      setLogoError(null);
      setPendingLogo(file);
      return;
    }
    setPendingLogo(file);
    if (await sendLogo(advertiser.id, file)) feedback.notify('success', t('advertisers:form.logo.saved'));
    // A refused file is not left looking like the logo: the current one shows again, with the reason.
    else setPendingLogo(null);
  };

  const dropLogo = async () => {
    if (pendingLogo && !advertiser) return setPendingLogo(null);
    if (!advertiser) return;
    setPendingLogo(null);
    try {
      await removeLogo.mutateAsync(advertiser.id);
      feedback.notify('success', t('advertisers:form.logo.removed'));
    } catch (error) {
      setLogoError(
        error instanceof ApiError ? (flattenErrors(error.errors)[0] ?? null) : t('common:generic_error'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <FormSection
          title={t('advertisers:form.identity.title')}
          description={t('advertisers:form.identity.description')}
        >
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label={t('advertisers:form.identity.name')}
                description={t('advertisers:form.identity.name_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                maxLength={advertiserLimits.name}
                {...form.register('name')}
                error={errors.name?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t('advertisers:form.identity.display_name')}
                description={t('advertisers:form.identity.display_name_hint', {
                  used: displayName.length,
                  max: advertiserLimits.displayName,
                })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                maxLength={advertiserLimits.displayName}
                {...form.register('display_name')}
                error={errors.display_name?.message}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('advertisers:form.identity.website')}
                placeholder="https://"
                type="url"
                inputMode="url"
                required
                {...form.register('website')}
                error={errors.website?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <Select
                    label={t('advertisers:form.identity.country')}
                    required
                    searchable
                    data={countries}
                    name={field.name}
                    ref={field.ref}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? 'BR')}
                    onBlur={field.onBlur}
                    error={errors.country?.message}
                    allowDeselect={false}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="currency"
                render={({ field }) => (
                  <Select
                    label={t('advertisers:form.identity.currency')}
                    description={
                      editing
                        ? t('advertisers:form.identity.currency_locked')
                        : t('advertisers:form.identity.currency_hint')
                    }
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    required
                    disabled={editing}
                    rightSection={editing ? <IconLock size={16} aria-hidden /> : undefined}
                    data={advertiserCurrencies.map((c) => ({ value: c, label: currencyLabels[c] }))}
                    name={field.name}
                    ref={field.ref}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.currency?.message}
                    allowDeselect={false}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Controller
                control={form.control}
                name="ad_category_ids"
                render={({ field }) => (
                  <AdCategoriesField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.ad_category_ids?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Text size="sm" fw={500} mb={6}>
                {t('advertisers:form.logo.label')}
              </Text>
              <LogoField
                currentUrl={advertiser?.logo_url ?? null}
                pending={pendingLogo}
                onPick={(file) => void pickLogo(file)}
                onRemove={() => void dropLogo()}
                progress={progress}
                error={logoError}
                fallback={displayName || advertiser?.display_name || ''}
              />
            </Grid.Col>
          </Grid>
        </FormSection>

        <FormSection
          title={t('advertisers:form.billing.title')}
          description={t('advertisers:form.billing.description')}
        >
          <Grid gap="md">
            <Grid.Col span={12}>
              <Controller
                control={form.control}
                name="billing_profile"
                render={({ field }) => (
                  <Radio.Group
                    label={t('advertisers:form.billing.profile')}
                    name={field.name}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    error={errors.billing_profile?.message}
                  >
                    <Group mt={8} gap="lg" align="flex-start">
                      <Radio
                        value="ADVERTISER"
                        label={t('advertisers:billing_profile.ADVERTISER')}
                        description={t('advertisers:form.billing.profile_advertiser_hint')}
                      />
                      <Radio
                        value="COMPANY"
                        label={t('advertisers:billing_profile.COMPANY')}
                        description={t('advertisers:form.billing.profile_company_hint')}
                      />
                    </Group>
                  </Radio.Group>
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="owner_document"
                render={({ field }) => (
                  <DocumentInput
                    label={t('advertisers:form.billing.owner_document')}
                    required
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.owner_document?.message}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('advertisers:form.billing.owner_name')}
                required
                {...form.register('owner_name')}
                error={errors.owner_name?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('advertisers:form.billing.owner_business_name')}
                required={ownerIsCompany}
                description={t('advertisers:form.billing.owner_business_name_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.register('owner_business_name')}
                error={errors.owner_business_name?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {brazil ? (
                <Controller
                  control={form.control}
                  name="company_tax_id"
                  render={({ field }) => (
                    <DocumentInput
                      label={t('advertisers:form.billing.company_tax_id')}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.company_tax_id?.message}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                    />
                  )}
                />
              ) : (
                <TextInput
                  label={t('advertisers:form.billing.company_tax_id')}
                  {...form.register('company_tax_id')}
                  error={errors.company_tax_id?.message}
                />
              )}
            </Grid.Col>
            {!editing && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('advertisers:form.billing.coupon')}
                  description={t('advertisers:form.billing.coupon_hint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  styles={{ input: { textTransform: 'uppercase' } }}
                  {...form.register('coupon')}
                  error={errors.coupon?.message}
                />
              </Grid.Col>
            )}
          </Grid>
        </FormSection>

        <FormSection
          title={t('advertisers:form.address.title')}
          description={t('advertisers:form.address.description')}
        >
          <AdvertiserAddressFields form={form} />
        </FormSection>

        {!editing && (
          <Alert variant="light" color="verba" icon={<IconInfoCircle />}>
            {t('advertisers:form.symbolic_credit_note')}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={isSubmitting}
            onClick={() =>
              advertiser
                ? void navigate({ to: '/advertisers/$id', params: { id: advertiser.id } })
                : void navigate({ to: '/advertisers' })
            }
          >
            {t('advertisers:form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting || progress !== null} disabled={editing && !isDirty}>
            {editing ? t('advertisers:form.save') : t('advertisers:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
