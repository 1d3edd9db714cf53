import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatDate, supportLimits, type SupportRequestDetail } from '@verba/domain';
import { formatTime } from '@verba/domain/list-dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { saveSupportAttachment } from '../../hooks/api/support';
import { supportStatusColors, supportStatusKeys, supportTopicKeys } from './labels';

/** A request's header facts, attachment and thread, oldest message first; `replyBox` below. */
export function SupportThread({
  request,
  staff = false,
  onReply,
  replyExtra,
  attach,
}: {
  request: SupportRequestDetail;
  staff?: boolean;
  onReply: (body: string) => Promise<void>;
  replyExtra?: ReactNode;
  attach?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!body.trim()) {
      setError(t('support:detail.reply_required'));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await onReply(body.trim());
      setBody('');
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (Object.values(e.fieldErrors())[0] ?? (typeof e.errors === 'string' ? e.errors : t('common:generic_error')))
          : t('common:generic_error'),
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={supportStatusColors[request.status]} variant="light" data-testid="support-status">
          {t(supportStatusKeys[request.status])}
        </Badge>
        <Badge color="gray" variant="outline">
          {t(supportTopicKeys[request.topic])}
        </Badge>
        {request.advertiser_name && (
          <Text size="sm" c="dimmed">
            {t('support:detail.advertiser', { name: request.advertiser_name })}
          </Text>
        )}
        {request.campaign_name && (
          <Text size="sm" c="dimmed">
            {t('support:detail.campaign', { name: request.campaign_name })}
          </Text>
        )}
        {request.payment_order_id && (
          <Text size="sm" c="dimmed">
            {t('support:detail.payment', { id: request.payment_order_id.slice(0, 8) })}
          </Text>
        )}
      </Group>
      <Group gap="sm">
        {request.attachment && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={14} aria-hidden />}
            onClick={() => void saveSupportAttachment(request.id, request.attachment!.name, { staff })}
            data-testid="support-attachment"
          >
            {request.attachment.name}
          </Button>
        )}
        {attach}
      </Group>
      <Stack gap="sm" data-testid="support-thread">
        {request.messages.map((m) => (
          <Paper
            key={m.id}
            withBorder
            radius="md"
            p="md"
            bg={m.from_staff ? 'blue.0' : undefined}
            data-testid="support-message"
            data-from-staff={m.from_staff}
          >
            <Group justify="space-between" gap="xs" mb={6}>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {m.author_name}
                </Text>
                {m.from_staff && (
                  <Badge size="xs" variant="light">
                    {t('support:detail.staff_badge')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(m.created_at, i18n.language, { timeZone: 'America/Sao_Paulo' })} {formatTime(m.created_at, i18n.language)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Stack gap="xs">
        <Textarea
          label={t('support:detail.reply_label')}
          autosize
          minRows={3}
          maxLength={supportLimits.body}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
          data-testid="support-reply"
        />
        <Group justify="flex-end" gap="sm">
          {replyExtra}
          <Button onClick={() => void send()} loading={sending} data-testid="support-reply-send">
            {t('support:detail.reply_submit')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
