import { Alert, Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { formatDate, formatMoney, saoPauloDateOf, type CampaignType, type Currency } from '@verba/domain';
import type { ChannelStage } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useCampaignChannel, type CampaignChannel } from '../../../hooks/api/campaign-channel';
import { ChannelNeeds } from './ChannelNeeds';

const stageColors: Record<ChannelStage, string> = {
  draft: 'gray',
  not_live: 'gray',
  waiting_approval: 'blue',
  creating: 'blue',
  refused: 'red',
  paused: 'yellow',
  active: 'green',
  ended: 'gray',
};

const reviewColors = {
  pending: 'blue',
  approved: 'green',
  approved_limited: 'yellow',
  disapproved: 'red',
} as const;

/** The platform's refusals, each distinct one once with how many times it was given. */
function distinctProblems(problems: CampaignChannel['problems']) {
  const seen = new Map<string, { problem: CampaignChannel['problems'][number]; count: number }>();
  for (const problem of problems) {
    const key = `${problem.code}|${problem.platform_code}|${problem.platform_message}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { problem, count: 1 });
  }
  return [...seen.values()];
}

/** "14:05" today, "27/11/2026 14:05" another day (São Paulo time). */
function useDataUntil() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const time = new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
    const day = saoPauloDateOf(new Date(iso));
    return day === saoPauloDateOf(new Date()) ? time : `${formatDate(day, i18n.language)} ${time}`;
  };
}

/**
 * The platform panel of a channel campaign's page (issue 27): where it runs, its state on the
 * platform with what it means, the platform's refusals and review per ad with their reasons, the
 * daily budget set there and "Dados da plataforma até hh:mm". Nothing for the bidder's types.
 */
export function ChannelPanel({
  campaignId,
  type,
  advertiserId,
  currency,
}: {
  campaignId: string;
  type: CampaignType;
  advertiserId: string;
  currency: Currency;
}) {
  const channel = useCampaignChannel(campaignId);
  if (!channel.data) return null;
  return <Panel channel={channel.data} type={type} advertiserId={advertiserId} currency={currency} />;
}

function Panel({
  channel: c,
  type,
  advertiserId,
  currency,
}: {
  channel: CampaignChannel;
  type: CampaignType;
  advertiserId: string;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const dataUntil = useDataUntil();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      data-testid="channel-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('campaigns:channel.title', { where: t(`campaigns:channel.where.${type}`) })}
          </Title>
          <Badge color={stageColors[c.stage]} variant="light" data-testid="channel-stage">
            {t(`campaigns:channel.stages.${c.stage}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" data-testid="channel-stage-hint">
          {t(`campaigns:channel.stage_hints.${c.stage}`)}
        </Text>
        {c.retrying && (
          <Alert color="yellow" variant="light" icon={<IconRefresh size={18} />}>
            {t('campaigns:channel.retrying')}
          </Alert>
        )}
        {c.problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('campaigns:channel.problems_title')}
            data-testid="channel-problems"
          >
            <List size="sm" spacing={4}>
              {distinctProblems(c.problems).map(({ problem: p, count }) => (
                <List.Item key={`${p.code}-${p.platform_code}-${p.platform_message}`}>
                  <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                    {p.platform_message || p.platform_code}
                    {count > 1 && ` (×${count})`}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" span>
                    {p.platform_code} · {p.code}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {c.review && c.review.ads.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('campaigns:channel.review_title')}
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing={4} data-testid="channel-review">
                <Table.Tbody>
                  {c.review.ads.map((ad) => (
                    <Table.Tr key={ad.creative_id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {ad.creative_name ?? ad.creative_id}
                      </Table.Td>
                      <Table.Td w={1}>
                        <Badge color={reviewColors[ad.status]} variant="light" miw="max-content">
                          {t(`campaigns:channel.review_status.${ad.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{ad.reasons.join(' · ') || '—'}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        {c.restatements.length > 0 && (
          <Restatements restatements={c.restatements} currency={currency} when={dataUntil} />
        )}
        <Group gap="lg" wrap="wrap">
          {c.platform_daily_budget !== null && (
            <Text size="sm" data-testid="channel-budget">
              {t('campaigns:channel.budget', {
                amount: formatMoney(BigInt(c.platform_daily_budget), currency),
              })}
            </Text>
          )}
          {c.status !== null && (
            <Text size="sm" c="dimmed" data-testid="channel-data-until">
              {c.data_until
                ? t('campaigns:channel.data_until', { time: dataUntil(c.data_until) })
                : t('campaigns:channel.no_data_yet')}
            </Text>
          )}
        </Group>
        {c.stage !== 'ended' && (
          <ChannelNeeds needs={c.needs} advertiserId={advertiserId} missing={c.missing} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The days the platform restated after they had been shown (the restatement log), before → after:
 * a table from the small breakpoint up, a card per day on phones (no sideways scrolling); a figure
 * never breaks inside itself ("R$ 58,10" stays whole), only around the arrow.
 */
function Restatements({
  restatements,
  currency,
  when,
}: {
  restatements: CampaignChannel['restatements'];
  currency: Currency;
  when: (iso: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const whole = (text: string) => (
    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
  const change = (before: string, after: string) => (
    <>
      {whole(before)} → {whole(after)}
    </>
  );
  const rows = restatements.map((r) => ({
    key: `${r.day}-${r.detected_at}`,
    day: formatDate(r.day, i18n.language),
    spend: change(
      formatMoney(BigInt(r.spend_before), currency),
      formatMoney(BigInt(r.spend_after), currency),
    ),
    impressions: change(count(r.impressions_before), count(r.impressions_after)),
    clicks: change(count(r.clicks_before), count(r.clicks_after)),
    detected: when(r.detected_at),
  }));
  const columns = [
    ['spend', t('campaigns:channel.restatements_columns.spend')],
    ['impressions', t('campaigns:channel.restatements_columns.impressions')],
    ['clicks', t('campaigns:channel.restatements_columns.clicks')],
  ] as const;
  return (
    <Stack gap={4} data-testid="channel-restatements">
      <Text size="sm" fw={600}>
        {t('campaigns:channel.restatements_title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('campaigns:channel.restatements_hint')}
      </Text>
      <Table verticalSpacing={4} fz="sm" visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('campaigns:channel.restatements_columns.day')}</Table.Th>
            <Table.Th>{t('campaigns:channel.restatements_columns.spend')}</Table.Th>
            <Table.Th>{t('campaigns:channel.restatements_columns.impressions')}</Table.Th>
            <Table.Th>{t('campaigns:channel.restatements_columns.clicks')}</Table.Th>
            <Table.Th>{t('campaigns:channel.restatements_columns.detected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.day}</Table.Td>
              <Table.Td>{r.spend}</Table.Td>
              <Table.Td>{r.impressions}</Table.Td>
              <Table.Td>{r.clicks}</Table.Td>
              <Table.Td>{whole(r.detected)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" hiddenFrom="sm" mt={4}>
        {rows.map((r) => (
          <Paper key={r.key} withBorder radius="sm" p="xs">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {r.day}
              </Text>
              <Text size="xs" c="dimmed">
                {t('campaigns:channel.restatements_columns.detected')} {whole(r.detected)}
              </Text>
            </Group>
            {columns.map(([column, label]) => (
              <Group key={column} justify="space-between" gap="xs" wrap="nowrap" mt={2}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" ta="right">
                  {r[column]}
                </Text>
              </Group>
            ))}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
