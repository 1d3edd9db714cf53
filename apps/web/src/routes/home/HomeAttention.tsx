import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatDate, formatMoney } from '@verba/domain';
import type { HomeAttentionItem } from '@verba/domain/home/home-attention';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeDelivery } from '../../hooks/api/home';
import { AnchorLink } from '../advertisers/links';

const kindColor: Record<HomeAttentionItem['kind'], string> = {
  not_delivering: 'red',
  pacing_off: 'orange',
  low_balance: 'yellow',
  rejected_creative: 'red',
};

function keyOf(item: HomeAttentionItem): string {
  switch (item.kind) {
    case 'not_delivering':
    case 'pacing_off':
      return `${item.kind}:${item.campaign_id}`;
    case 'low_balance':
      return `${item.kind}:${item.advertiser_id}`;
    case 'rejected_creative':
      return `${item.kind}:${item.creative_id}`;
  }
}

function Item({ item }: { item: HomeAttentionItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  let title: string;
  let text: string;
  let action: ReactNode;
  switch (item.kind) {
    case 'not_delivering':
    case 'pacing_off':
      title = `${item.campaign_name ?? t('campaigns:pages.unnamed')} · ${item.advertiser_name}`;
      text =
        item.kind === 'not_delivering'
          ? item.since
            ? t('home:attention.not_delivering', { since: formatDate(item.since, lang) })
            : t('home:attention.not_delivering_no_date')
          : t(item.direction === 'behind' ? 'home:attention.pacing_behind' : 'home:attention.pacing_ahead', {
              spent: formatMoney(item.spent, item.currency),
              expected: formatMoney(item.expected, item.currency),
            });
      action = (
        <AnchorLink to="/campaigns/$id" params={{ id: item.campaign_id }} size="sm">
          {t('home:attention.see_campaign')}
        </AnchorLink>
      );
      break;
    case 'low_balance':
      title = item.advertiser_name;
      text = t('home:attention.low_balance', { balance: formatMoney(item.balance, item.currency) });
      action = (
        <AnchorLink to="/finances" size="sm">
          {t('home:attention.add_budget')}
        </AnchorLink>
      );
      break;
    case 'rejected_creative':
      title = `${item.creative_name} · ${item.advertiser_name}`;
      text = item.reason
        ? `${t('home:attention.rejected_creative')} ${t('home:attention.rejected_reason', { reason: item.reason })}`
        : t('home:attention.rejected_creative');
      action = (
        <AnchorLink
          to="/advertisers/$id/creatives/$creativeId/edit"
          params={{ id: item.advertiser_id, creativeId: item.creative_id }}
          size="sm"
        >
          {t('home:attention.fix_creative')}
        </AnchorLink>
      );
      break;
  }
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="sm"
      data-testid="home-attention-item"
      data-kind={item.kind}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" color={kindColor[item.kind]} size="md" radius="xl" aria-hidden>
          <IconAlertTriangle size={16} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
      <div style={{ flexShrink: 0, marginLeft: 'auto' }}>{action}</div>
    </Group>
  );
}

/**
 * "What needs attention" (issue 29): campaigns that can deliver but did not, pacing off, low
 * advertiser balances (finance roles) and rejected creatives, each with the screen that fixes it.
 * Read with the delivery summary (`GET home/delivery`), which the server decides.
 */
export function HomeAttention() {
  const { t } = useTranslation();
  const query = useHomeDelivery();
  const items = query.data?.attention;
  if (!items) return null;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="home-attention"
      data-testid="home-attention"
    >
      <Group gap="xs" mb={items.length ? 'md' : 0}>
        <Title order={2} fz="h4" id="home-attention">
          {t('home:attention.title')}
        </Title>
        {items.length > 0 && (
          <Badge color="orange" variant="light" data-testid="home-attention-count">
            {items.length}
          </Badge>
        )}
      </Group>
      {items.length === 0 ? (
        <Group gap="xs" wrap="nowrap" mt="xs">
          <IconCircleCheck size={18} color="var(--mantine-color-verba-6)" aria-hidden />
          <Text size="sm" c="dimmed" data-testid="home-attention-clear">
            {t('home:attention.all_clear')}
          </Text>
        </Group>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Item key={keyOf(item)} item={item} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
