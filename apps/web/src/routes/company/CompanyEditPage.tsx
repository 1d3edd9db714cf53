import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { can, updateCompanySchema, type UpdateCompanyInput } from '@verba/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, PageHeader } from '../../components/forms/FormSection';
import { PhoneInput } from '../../components/forms/PhoneInput';
import { LoadError } from '../../components/LoadError';
import { showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useCompany, useUpdateCompany, type Company } from '../../hooks/api/company';
import { useCurrentUser } from '../../session/current-user';
import { feedback } from '../../shell/feedback-store';
import { AddressFields } from './AddressFields';
import { DocumentChangeStatus } from './DocumentChangeStatus';
import { companyFields, companyValues, fieldMode, type CompanyValues } from './company-form';

/**
 * `/company/edit` (spec §2): legal and trade names, CPF/CNPJ, phone and address; read-only for the
 * `user` role. The CPF/CNPJ is shown, never edited here: a change is a request platform staff review.
 */
export function CompanyEditPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const company = useCompany();
  const canEdit = can.editCompany(me.role);

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        title={t('company:title')}
        subtitle={t('company:subtitle')}
        actions={
          company.data && (
            <Badge size="lg" variant="light" tt="none">
              {company.data.kind === 'agency' ? t('company:kind.agency') : t('company:kind.advertiser')}
            </Badge>
          )
        }
      />
      {!canEdit && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />}>
          {t('company:read_only')}
        </Alert>
      )}
      {company.data ? (
        <CompanyForm key={company.data.id} company={company.data} readOnly={!canEdit} />
      ) : company.isError ? (
        <Paper withBorder radius="md">
          <LoadError message={t('company:load_error')} retryLabel={t('company:retry')} onRetry={() => void company.refetch()} />
        </Paper>
      ) : (
        <Stack gap="lg">
          <Skeleton height={260} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}

function CompanyForm({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const form = useForm<CompanyValues, unknown, UpdateCompanyInput>({
    resolver: zodResolver<CompanyValues, typeof updateCompanySchema>(updateCompanySchema),
    defaultValues: companyValues(company),
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const mode = fieldMode(readOnly);

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset(companyValues(saved));
      feedback.notify('success', t('company:saved'));
    } catch (error) {
      showSubmitError(error, form.setError, companyFields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('company:identification.title')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('company:identification.legal_name')}
                description={readOnly ? undefined : t('company:identification.legal_name_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...mode(true)}
                {...form.register('legal_name')}
                error={errors.legal_name?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('company:identification.trade_name')}
                {...mode(true)}
                {...form.register('trade_name')}
                error={errors.trade_name?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Stack gap="xs">
                <TextInput
                  label={t('company:identification.document')}
                  value={company.document_formatted}
                  readOnly
                  variant="filled"
                  description={readOnly ? undefined : t('company:identification.document_by_request')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
                <DocumentChangeStatus currentDocument={company.document_formatted} canRequest={!readOnly} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <PhoneInput
                    label={t('company:identification.phone')}
                    placeholder={t('company:identification.phone_placeholder')}
                    {...mode(false)}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.phone?.message}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
        </FormSection>

        <FormSection title={t('company:address.title')}>
          <AddressFields form={form} readOnly={readOnly} />
        </FormSection>

        {company.referral_code && <ReferralCode code={company.referral_code} />}

        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('company:discard')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('company:save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('company:referral.title')} description={t('company:referral.description')}>
      <Group gap="xs">
        <Code fz="lg" px="md" py={6}>
          {code}
        </Code>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('company:referral.copied') : t('company:referral.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('company:referral.copy')}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </FormSection>
  );
}
