import { ActionIcon, Anchor, Badge, Box, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderAlertText } from '@verba/domain/alerts/messages';
import { formatDate } from '@verba/domain/formats';
import { useMarkNotificationsRead, useNotifications, type NotificationItem } from '../hooks/api/alerts';

const timeZone = 'America/Sao_Paulo';

/** 22/11/2026 14:05 (São Paulo time), or 11/22/2026 in English. */
export function noticeTime(iso: string, language: string) {
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
  return `${formatDate(iso, language, { timeZone })} ${time}`;
}

const severityColor: Record<string, string> = { critical: 'red', warning: 'orange', info: 'blue' };

/** One notice: its words in the reader's language (the same keys as the e-mail and WhatsApp). */
export function NotificationText({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation();
  const text = renderAlertText((key, options) => t(key, options), item.alert_type, item.kind, item.params);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {!item.read && <Box w={8} h={8} bg={severityColor[item.severity] ?? 'blue'} style={{ borderRadius: 4, flex: 'none' }} />}
        <Text size="sm" fw={item.read ? 500 : 700}>
          {text.title}
        </Text>
        {item.kind === 'resolved' && (
          <Badge size="xs" color="green" variant="light">
            {t('alerts:page.resolved')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {text.body}
      </Text>
      <Text size="xs" c="dimmed">
        {noticeTime(item.created_at, i18n.language)}
      </Text>
    </Stack>
  );
}

/** The header's bell (issue 31): the unread count, and the latest notices in a popover. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications(10);
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item.id]);
    setOpened(false);
    if (item.link) void navigate({ to: item.link });
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={18} color="red" offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread ? `${t('alerts:bell.label')} (${t('alerts:bell.unread', { count: unread })})` : t('alerts:bell.label')}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('alerts:bell.label')}>
        <Group justify="space-between" p="sm">
          <Text fw={700}>{t('alerts:bell.label')}</Text>
          {unread > 0 && (
            <Anchor component="button" size="sm" onClick={() => markRead.mutate(undefined)}>
              {t('alerts:bell.mark_all')}
            </Anchor>
          )}
        </Group>
        <ScrollArea.Autosize mah={420}>
          {data?.data.length ? (
            data.data.map((item) => (
              <UnstyledButton key={item.id} onClick={() => open(item)} w="100%" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                <NotificationText item={item} />
              </UnstyledButton>
            ))
          ) : (
            <Text p="sm" c="dimmed" size="sm">
              {t('alerts:bell.empty')}
            </Text>
          )}
        </ScrollArea.Autosize>
        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Anchor
            component="button"
            size="sm"
            onClick={() => {
              setOpened(false);
              void navigate({ to: '/alerts' });
            }}
          >
            {t('alerts:bell.see_all')}
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
