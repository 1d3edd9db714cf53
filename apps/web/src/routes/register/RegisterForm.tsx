import { Anchor, Button, Checkbox, Divider, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limits, registerSchema, type AccessRequestInput, type RegisterInput } from '@verba/domain';
import { ApiError } from '../../api/client';
import { DocumentInput } from '../../components/forms/DocumentInput';
import { PhoneInput } from '../../components/forms/PhoneInput';
import { placeSubmitError, showSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { currentLanguage } from '../../i18n';
import { register as registerAccount } from '../../session/session-actions';
import { AccessRequest } from './AccessRequest';

interface Values {
  name: string;
  email: string;
  email_confirmation: string;
  password: string;
  phone: string;
  company_name: string;
  company_document: string;
  company_type: 'agency' | 'advertiser';
  accept_terms: boolean;
}

const fields: FieldPath<Values>[] = [
  'name',
  'email',
  'email_confirmation',
  'password',
  'phone',
  'company_name',
  'company_document',
  'company_type',
  'accept_terms',
];

/**
 * The sign-up data: the first user (who becomes the company's administrator) and the company. A
 * CPF/CNPJ that already has an account is refused under its field, with a way to ask that
 * company's administrators for an invitation instead.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, RegisterInput>({
    resolver: zodResolver<Values, typeof registerSchema>(registerSchema),
    defaultValues: {
      name: '',
      email: '',
      email_confirmation: '',
      password: '',
      phone: '',
      company_name: '',
      company_document: '',
      company_type: 'agency',
      accept_terms: false,
    },
  });

  const [taken, setTaken] = useState<AccessRequestInput>();

  const submit = handleSubmit(async (input) => {
    setTaken(undefined);
    try {
      await registerAccount({ ...input, language: currentLanguage() });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'COMPANY_DOCUMENT_TAKEN') {
        placeSubmitError(error, setError, fields, { COMPANY_DOCUMENT_TAKEN: 'company_document' });
        setTaken({ email: input.email, company_document: input.company_document });
      } else showSubmitError(error, setError, fields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fw={600} size="sm" c="dimmed" tt="uppercase">
          {t('auth:register.section_you')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('auth:fields.name')} autoComplete="name" maxLength={limits.name} error={errors.name?.message} {...register('name')} />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                label={t('auth:fields.phone')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.phone?.message}
                placeholder="(11) 98765-4321"
              />
            )}
          />
          <TextInput label={t('auth:fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextInput
            label={t('auth:fields.email_confirmation')}
            type="email"
            autoComplete="off"
            onPaste={(event) => event.preventDefault()}
            error={errors.email_confirmation?.message}
            {...register('email_confirmation')}
          />
          <PasswordInput
            label={t('auth:fields.password')}
            autoComplete="new-password"
            description={t('auth:fields.password_hint', { min: limits.passwordMin })}
            error={errors.password?.message}
            {...register('password')}
          />
        </SimpleGrid>

        <Divider my={4} />
        <Text fw={600} size="sm" c="dimmed" tt="uppercase">
          {t('auth:register.section_company')}
        </Text>
        <Controller
          control={control}
          name="company_type"
          render={({ field }) => (
            <Radio.Group label={t('auth:fields.company_type')} value={field.value} onChange={(v) => field.onChange(v)} error={errors.company_type?.message}>
              <Group mt="xs" gap="xl">
                <Radio value="agency" label={t('auth:register.agency')} description={t('auth:register.agency_hint')} />
                <Radio value="advertiser" label={t('auth:register.advertiser')} description={t('auth:register.advertiser_hint')} />
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('auth:fields.company_name')}
            autoComplete="organization"
            maxLength={limits.name}
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <Controller
            control={control}
            name="company_document"
            render={({ field }) => (
              <DocumentInput
                label={t('auth:fields.company_document')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.company_document?.message}
              />
            )}
          />
        </SimpleGrid>
        {taken && <AccessRequest key={`${taken.email}|${taken.company_document}`} request={taken} />}

        <Checkbox
          mt="xs"
          label={
            <>
              {t('auth:register.accept_terms')}{' '}
              <Anchor component={Link} to="/terms" target="_blank" inherit>
                {t('auth:register.terms_link')}
              </Anchor>
            </>
          }
          error={errors.accept_terms?.message}
          {...register('accept_terms')}
        />

        <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
          {t('auth:register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth:register.have_account')}{' '}
          <Anchor component={Link} to="/" fw={600}>
            {t('auth:register.sign_in')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
