import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { bankAccountInputSchema, type BankAccountFormValues, type BankAccountInput, type BankAccountView } from '@verba/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentInput } from '../../../components/forms/DocumentInput';
import { applyMask, documentMask } from '../../../components/forms/masks';
import { modalStyles } from '../../../components/modal-styles';
import { showSubmitError } from '../../../forms/server-errors';
import { zodResolver } from '../../../forms/zod-resolver';
import { useCreateBankAccount, useUpdateBankAccount } from '../../../hooks/api/bank-accounts';
import { feedback } from '../../../shell/feedback-store';
import { BankSelect } from './BankSelect';

interface FormValues {
  bank_code: string;
  agency: string;
  agency_digit: string;
  account: string;
  account_digit: string;
  type: 'current' | 'savings';
  holder_document: string;
  is_main: boolean;
}

const fields = ['bank_code', 'agency', 'agency_digit', 'account', 'account_digit', 'type', 'holder_document', 'is_main'] as const;

interface BankAccountModalProps {
  opened: boolean;
  /** The account being edited; undefined to add one. */
  account: BankAccountView | undefined;
  /** The company's CNPJ, proposed as the holder (the server requires it). */
  companyDocument: string;
  /** The company has no account yet: the new one will be main whatever the switch says. */
  firstAccount: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** Add or edit a bank account: bank from the COMPE list, agency and account with digits, type, holder CNPJ, main flag. */
export function BankAccountModal({ opened, account, companyDocument, firstAccount, onClose, onExited }: BankAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title={account ? t('finances_payouts:bank_accounts.form.title_edit') : t('finances_payouts:bank_accounts.form.title_create')}
      centered
      size="lg"
      styles={modalStyles}
    >
      {opened && <BankAccountForm key={account?.id ?? 'new'} account={account} companyDocument={companyDocument} firstAccount={firstAccount} onDone={onClose} />}
    </Modal>
  );
}

function BankAccountForm({ account, companyDocument, firstAccount, onDone }: { account: BankAccountView | undefined; companyDocument: string; firstAccount: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const form = useForm<FormValues, unknown, BankAccountInput>({
    resolver: zodResolver<FormValues, typeof bankAccountInputSchema>(bankAccountInputSchema),
    defaultValues: {
      bank_code: account?.bank_code ?? '',
      agency: account?.agency ?? '',
      agency_digit: account?.agency_digit ?? '',
      account: account?.account ?? '',
      account_digit: account?.account_digit ?? '',
      type: account?.type ?? 'current',
      holder_document: applyMask(account?.holder_document ?? companyDocument, documentMask),
      is_main: account?.is_main ?? firstAccount,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const mainLocked = account?.is_main === true || (!account && firstAccount);

  const submit = form.handleSubmit(async (values) => {
    const input: BankAccountFormValues = { ...values, is_main: values.is_main === true ? true : undefined };
    try {
      if (account) {
        await update.mutateAsync({ id: account.id, input });
        feedback.notify('success', t('finances_payouts:bank_accounts.form.saved'));
      } else {
        await create.mutateAsync(input);
        feedback.notify('success', t('finances_payouts:bank_accounts.form.created'));
      }
      onDone();
    } catch (error) {
      showSubmitError(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="bank_code"
          render={({ field }) => (
            <BankSelect
              label={t('finances_payouts:bank_accounts.form.bank')}
              required
              data-autofocus
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.bank_code?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('finances_payouts:bank_accounts.form.agency')}
              required
              inputMode="numeric"
              maxLength={5}
              style={{ flex: 1 }}
              {...form.register('agency')}
              error={errors.agency?.message}
            />
            <TextInput
              label={t('finances_payouts:bank_accounts.form.agency_digit')}
              maxLength={1}
              w={72}
              {...form.register('agency_digit')}
              error={errors.agency_digit?.message}
            />
          </Group>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('finances_payouts:bank_accounts.form.account')}
              required
              inputMode="numeric"
              maxLength={13}
              style={{ flex: 1 }}
              {...form.register('account')}
              error={errors.account?.message}
            />
            <TextInput
              label={t('finances_payouts:bank_accounts.form.account_digit')}
              required
              maxLength={2}
              w={72}
              {...form.register('account_digit')}
              error={errors.account_digit?.message}
            />
          </Group>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('finances_payouts:bank_accounts.form.type')}
          </Text>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SegmentedControl
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'current', label: t('finances_payouts:bank_accounts.type.current') },
                  { value: 'savings', label: t('finances_payouts:bank_accounts.type.savings') },
                ]}
              />
            )}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="holder_document"
            render={({ field }) => (
              <DocumentInput
                label={t('finances_payouts:bank_accounts.form.holder_document')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                description={t('finances_payouts:bank_accounts.form.holder_document_hint')}
                error={errors.holder_document?.message}
              />
            )}
          />
          <TextInput label={t('finances_payouts:bank_accounts.form.category')} value={t('finances_payouts:bank_accounts.category.legal_entity')} readOnly variant="filled" />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="is_main"
          render={({ field }) => (
            <Switch
              label={t('finances_payouts:bank_accounts.form.is_main')}
              description={account?.is_main ? t('finances_payouts:bank_accounts.form.is_main_locked') : t('finances_payouts:bank_accounts.form.is_main_hint')}
              checked={field.value}
              disabled={mainLocked}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={errors.is_main?.message}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('finances_payouts:bank_accounts.form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('finances_payouts:bank_accounts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
