import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alertChannels,
  alertRuleInputSchema,
  alertTypes,
  formatMoney,
  ruleComparisons,
  ruleMetrics,
  ruleScopes,
  type AlertType,
} from '@verba/domain';
import { ApiError } from '../../api/client';
import { PageHeader } from '../../components/forms/FormSection';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { AlertScopePicker } from './AlertScopePicker';
import { centsOfMoneyValue } from '../../components/forms/money-value';
import {
  useAlertPreferences,
  useAlertRules,
  useConfirmWhatsApp,
  useCreateAlertRule,
  useDeleteAlertRule,
  useMarkNotificationsRead,
  useNotifications,
  useSetAlertPreferences,
  useStartWhatsApp,
  useStopWhatsApp,
  type AlertPreferences,
} from '../../hooks/api/alerts';
import { feedback } from '../../shell/feedback-store';
import { NotificationText, noticeTime } from '../../shell/NotificationBell';

/** The server's message of a failed call (already in the user's language), else the generic one. */
function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fieldErrors());
    if (fields[0]) return fields[0];
    if (Array.isArray(error.errors) && typeof error.errors[0] === 'string') return error.errors[0];
  }
  return fallback;
}

/** `/alerts` (issue 31): notifications, the company's rules, the user's preferences and WhatsApp. */
export function AlertsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader title={t('alerts:page.title')} />
      <Tabs defaultValue="notifications" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="notifications">{t('alerts:page.notifications')}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('alerts:page.rules')}</Tabs.Tab>
          <Tabs.Tab value="preferences">{t('alerts:page.preferences')}</Tabs.Tab>
          <Tabs.Tab value="whatsapp">{t('alerts:page.whatsapp')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsList />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <RulesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="preferences" pt="md">
          <PreferencesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="whatsapp" pt="md">
          <WhatsAppPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function NotificationsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useNotifications(100);
  const markRead = useMarkNotificationsRead();
  return (
    <Stack gap="sm">
      {Boolean(data?.unread) && (
        <Group>
          <Button variant="light" onClick={() => markRead.mutate(undefined)}>
            {t('alerts:bell.mark_all')}
          </Button>
        </Group>
      )}
      {data?.data.length ? (
        data.data.map((item) => (
          <Paper
            key={item.id}
            withBorder
            p="sm"
            style={{ cursor: item.link ? 'pointer' : undefined }}
            onClick={() => {
              if (!item.read) markRead.mutate([item.id]);
              if (item.link) void navigate({ to: item.link });
            }}
          >
            <NotificationText item={item} />
          </Paper>
        ))
      ) : (
        <Text c="dimmed">{t('alerts:bell.empty')}</Text>
      )}
    </Stack>
  );
}

const emptyRule = {
  name: '',
  scope_type: 'company' as (typeof ruleScopes)[number],
  scope_id: '',
  metric: 'cpa' as (typeof ruleMetrics)[number],
  comparison: 'gt' as (typeof ruleComparisons)[number],
  threshold: 50,
  window_minutes: 60,
  min_spend: 0,
  cooldown_minutes: 60,
  severity: 'warning' as 'info' | 'warning' | 'critical',
  action: 'none' as 'none' | 'pause' | 'lower_budget',
  percent: 20,
  min_budget: '',
};

function RulesPanel() {
  const { t } = useTranslation();
  const { data: rules } = useAlertRules();
  const create = useCreateAlertRule();
  const remove = useDeleteAlertRule();
  const [form, setForm] = useState(emptyRule);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof emptyRule>(key: K, value: (typeof emptyRule)[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit() {
    const parsed = alertRuleInputSchema.safeParse({
      ...form,
      scope_id: form.scope_type === 'company' ? null : form.scope_id.trim() || null,
      action:
        form.action === 'pause'
          ? { type: 'pause' }
          : form.action === 'lower_budget'
            ? { type: 'lower_budget', percent: form.percent, min_budget: centsOfMoneyValue(form.min_budget, 'BRL')?.toString() ?? '' }
            : null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1)), t(i.message)])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setForm(emptyRule);
      feedback.notify('success', t('alerts:page.saved'));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
      feedback.notify('warning', errorMessage(error, t('errors:VALIDATION_FAILED')));
    }
  }

  return (
    <Stack gap="lg">
      {rules?.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('alerts:rules.name')}</Table.Th>
                <Table.Th>{t('alerts:rules.scope')}</Table.Th>
                <Table.Th>{t('alerts:rules.comparison')}</Table.Th>
                <Table.Th>{t('alerts:rules.window')}</Table.Th>
                <Table.Th>{t('alerts:rules.action')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Group gap="xs">
                      {r.name}
                      {r.state === 'firing' && <Badge color="red">{t(`alerts:rules.severities.${r.severity}`)}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`alerts:rules.scopes.${r.scope_type}`)}</Table.Td>
                  <Table.Td>
                    {t(`alerts:metrics.${r.metric}`)} {t(`alerts:comparisons.${r.comparison}`)} {r.threshold.toLocaleString('pt-BR')}
                  </Table.Td>
                  <Table.Td>{r.window_minutes}</Table.Td>
                  <Table.Td>
                    {r.action?.type === 'lower_budget'
                      ? t('alerts:rules.action_lower_budget_summary', {
                          percent: r.action.percent,
                          floor: formatMoney(BigInt(r.action.min_budget), 'BRL'),
                        })
                      : t(r.action?.type === 'pause' ? 'alerts:rules.action_pause' : 'alerts:rules.action_none')}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component="button" c="red" onClick={() => remove.mutate(r.id)}>
                      {t('alerts:page.delete')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed">{t('alerts:page.no_rules')}</Text>
      )}
      <Paper withBorder p="md">
        <form
          aria-label={t('alerts:page.new_rule')}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('alerts:page.new_rule')}
            </Title>
            <TextInput label={t('alerts:rules.name')} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} required />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('alerts:rules.scope')}
                data={ruleScopes.map((s) => ({ value: s, label: t(`alerts:rules.scopes.${s}`) }))}
                value={form.scope_type}
                onChange={(v) => v && setForm((f) => ({ ...f, scope_type: v, scope_id: '', action: v === 'campaign' ? f.action : 'none' }))}
                allowDeselect={false}
              />
              {form.scope_type !== 'company' && (
                <AlertScopePicker
                  key={form.scope_type}
                  scope={form.scope_type}
                  value={form.scope_id}
                  onChange={(id) => set('scope_id', id)}
                  error={errors.scope_id}
                />
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('alerts:rules.metric')}
                data={ruleMetrics.map((m) => ({ value: m, label: t(`alerts:metrics.${m}`) }))}
                value={form.metric}
                onChange={(v) => v && set('metric', v)}
                allowDeselect={false}
              />
              <Select
                label={t('alerts:rules.comparison')}
                data={ruleComparisons.map((c) => ({ value: c, label: t(`alerts:comparisons.${c}`) }))}
                value={form.comparison}
                onChange={(v) => v && set('comparison', v)}
                allowDeselect={false}
              />
              <NumberInput
                label={t('alerts:rules.threshold')}
                value={form.threshold}
                onChange={(v) => set('threshold', Number(v) || 0)}
                decimalSeparator=","
                thousandSeparator="."
                min={0}
                error={errors.threshold}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label={t('alerts:rules.window')} value={form.window_minutes} onChange={(v) => set('window_minutes', Number(v) || 0)} min={5} error={errors.window_minutes} />
              <NumberInput
                label={t('alerts:rules.min_spend')}
                value={form.min_spend}
                onChange={(v) => set('min_spend', Number(v) || 0)}
                decimalSeparator=","
                thousandSeparator="."
                min={0}
              />
              <NumberInput label={t('alerts:rules.cooldown')} value={form.cooldown_minutes} onChange={(v) => set('cooldown_minutes', Number(v) || 0)} min={0} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('alerts:rules.severity')}
                data={(['info', 'warning', 'critical'] as const).map((s) => ({ value: s, label: t(`alerts:rules.severities.${s}`) }))}
                value={form.severity}
                onChange={(v) => v && set('severity', v)}
                allowDeselect={false}
              />
              <Select
                label={t('alerts:rules.action')}
                data={[
                  { value: 'none', label: t('alerts:rules.action_none') },
                  { value: 'pause', label: t('alerts:rules.action_pause'), disabled: form.scope_type !== 'campaign' },
                  { value: 'lower_budget', label: t('alerts:rules.action_lower_budget'), disabled: form.scope_type !== 'campaign' },
                ]}
                value={form.action}
                onChange={(v) => v && set('action', v)}
                allowDeselect={false}
                error={errors.action}
              />
            </SimpleGrid>
            {form.action === 'lower_budget' && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberInput
                  label={t('alerts:rules.percent')}
                  value={form.percent}
                  onChange={(v) => set('percent', Number(v) || 0)}
                  min={1}
                  max={50}
                  clampBehavior="none"
                  suffix=" %"
                  error={errors.percent}
                />
                <MoneyInput
                  label={t('alerts:rules.min_budget')}
                  description={t('alerts:rules.lower_budget_hint')}
                  value={form.min_budget}
                  onChange={(v) => set('min_budget', v)}
                  currency="BRL"
                  error={errors.min_budget}
                />
              </SimpleGrid>
            )}
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t('alerts:page.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

const hhmm = (minutes: number | null) =>
  minutes === null ? '' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (value: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
};

function PreferencesPanel() {
  const { t } = useTranslation();
  const { data } = useAlertPreferences();
  const save = useSetAlertPreferences();
  const [quiet, setQuiet] = useState<{ start: string; end: string } | null>(null);
  if (!data) return null;
  const enabled = (type: AlertType, channel: (typeof alertChannels)[number]) =>
    data.preferences.find((p) => p.alert_type === type && p.channel === channel)?.enabled ?? false;
  const off = (channel: string) => (channel === 'email' && !data.emails_enabled) || (channel === 'whatsapp' && !data.whatsapp_enabled);
  const q = quiet ?? { start: hhmm(data.quiet_start), end: hhmm(data.quiet_end) };
  return (
    <Stack gap="md">
      {!data.emails_enabled && <Alert color="yellow">{t('alerts:page.toggle_email_off')}</Alert>}
      {!data.whatsapp_enabled && <Alert color="yellow">{t('alerts:page.toggle_whatsapp_off')}</Alert>}
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {alertChannels.map((c) => (
                <Table.Th key={c}>{t(`alerts:channels.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {alertTypes.map((type) => (
              <Table.Tr key={type}>
                <Table.Td>{t(`alerts:types.${type}`)}</Table.Td>
                {alertChannels.map((channel) => (
                  <Table.Td key={channel}>
                    <Checkbox
                      aria-label={`${t(`alerts:types.${type}`)} · ${t(`alerts:channels.${channel}`)}`}
                      checked={enabled(type, channel)}
                      disabled={off(channel)}
                      onChange={(e) => save.mutate({ preferences: [{ alert_type: type, channel, enabled: e.currentTarget.checked }] })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>{t('alerts:page.quiet_hours')}</Text>
          <Group align="flex-end">
            <TextInput label={t('alerts:page.quiet_start')} placeholder="22:00" value={q.start} onChange={(e) => setQuiet({ ...q, start: e.currentTarget.value })} w={120} />
            <TextInput label={t('alerts:page.quiet_end')} placeholder="07:00" value={q.end} onChange={(e) => setQuiet({ ...q, end: e.currentTarget.value })} w={120} />
            <Button
              variant="light"
              onClick={() =>
                save.mutate(
                  { quiet_start: minutesOf(q.start), quiet_end: minutesOf(q.end) },
                  { onSuccess: () => feedback.notify('success', t('alerts:page.saved')) },
                )
              }
            >
              {t('alerts:page.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function WhatsAppPanel() {
  const { t, i18n } = useTranslation();
  const { data } = useAlertPreferences();
  const start = useStartWhatsApp();
  const confirm = useConfirmWhatsApp();
  const stop = useStopWhatsApp();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!data) return null;
  const w: AlertPreferences['whatsapp'] = data.whatsapp;
  if (!w.available) return <Alert color="gray">{t('alerts:whatsapp.off')}</Alert>;
  const active = w.verified_at && w.opted_in_at && !w.opted_out_at;
  return (
    <Stack gap="md" maw={520}>
      {active && w.number && (
        <Alert color="green">{t('alerts:whatsapp.verified', { number: `+${w.number}`, date: noticeTime(w.opted_in_at!, i18n.language) })}</Alert>
      )}
      {w.opted_out_at && <Alert color="yellow">{t('alerts:whatsapp.opted_out', { date: noticeTime(w.opted_out_at, i18n.language) })}</Alert>}
      <Group align="flex-end">
        <TextInput
          label={t('alerts:whatsapp.number')}
          placeholder="(11) 98765-4321"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={error}
          inputMode="tel"
        />
        <Button
          loading={start.isPending}
          onClick={() => {
            setError(undefined);
            start.mutate(phone, {
              onSuccess: () => feedback.notify('success', t('alerts:whatsapp.code_sent')),
              onError: (e) => setError(errorMessage(e, t('alerts:whatsapp.invalid_number'))),
            });
          }}
        >
          {t('alerts:whatsapp.send_code')}
        </Button>
      </Group>
      {(start.isSuccess || w.pending_code) && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text size="sm">{t('alerts:whatsapp.opt_in_wording')}</Text>
            <Group align="flex-end">
              <TextInput label={t('alerts:whatsapp.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" w={200} />
              <Button
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutate(code, {
                    onSuccess: () => {
                      setCode('');
                      start.reset();
                      feedback.notify('success', t('alerts:page.saved'));
                    },
                    onError: (e) => feedback.notify('warning', errorMessage(e, t('errors:CODE_INVALID'))),
                  })
                }
              >
                {t('alerts:whatsapp.confirm')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {active && (
        <Group>
          <Button variant="subtle" color="red" onClick={() => stop.mutate()}>
            {t('alerts:whatsapp.stop')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
