import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useHrefLink } from '../components/use-href-link';
import {
  clearConversation,
  confirmProposal,
  loadConversation,
  screenOf,
  streamMessage,
  type AssistantMessage,
  type AssistantPart,
  type ProposalCard,
} from './assistant-stream';
import classes from './AssistantDrawer.module.css';

/** The assistant drawer (issue 30): 500 px, the whole width under 768 px; streams; per-user conversation. */
export function AssistantDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loadConversation()
      .then((loaded) =>
        setMessages((list) => [...loaded, ...list.filter((m) => m.id.startsWith('pending-'))]),
      )
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = draft.trim();
    if (!message || busy) return;
    setDraft('');
    setBusy(true);
    const answerId = `pending-${Date.now()}`;
    setMessages((list) => [
      ...list,
      { id: `${answerId}-q`, role: 'user', content: message, parts: [], provider: null },
      { id: answerId, role: 'assistant', content: '', parts: [], provider: null },
    ]);
    const update = (change: (m: AssistantMessage) => AssistantMessage) =>
      setMessages((list) => list.map((m) => (m.id === answerId ? change(m) : m)));
    try {
      await streamMessage(message, screenOf(pathname), (e) => {
        if (e.type === 'start') update((m) => ({ ...m, provider: e.provider, model: e.model }));
        else if (e.type === 'text') update((m) => ({ ...m, content: m.content + e.delta }));
        else if (e.type === 'part') update((m) => ({ ...m, parts: [...m.parts, e.part] }));
        else if (e.type === 'error') update((m) => ({ ...m, content: `${m.content}\n${e.message}`.trim() }));
      });
    } catch {
      update((m) => ({ ...m, content: t('assistant:answers.failed') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 500}
      title={t('assistant:title')}
      classNames={{ body: classes.body, content: classes.content }}
      data-testid="assistant-drawer"
    >
      <ScrollArea className={classes.messages} viewportRef={viewport}>
        <Stack gap="sm" p="xs">
          {messages.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('assistant:empty')}
            </Text>
          )}
          {messages.map((m) => (
            <MessageView
              key={m.id}
              message={m}
              busy={busy && m.id.startsWith('pending-') && !m.content && m.parts.length === 0}
            />
          ))}
        </Stack>
      </ScrollArea>
      <form onSubmit={(e) => void send(e)} className={classes.composer}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            className={classes.input}
            autosize
            minRows={1}
            maxRows={5}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            placeholder={t('assistant:placeholder')}
            aria-label={t('assistant:placeholder')}
            data-autofocus
          />
          <Button type="submit" loading={busy}>
            {t('assistant:send')}
          </Button>
        </Group>
        <Group justify="space-between" mt={4}>
          <Text size="xs" c="dimmed">
            {t('assistant:shortcut')}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => void clearConversation().then(() => setMessages([]))}
          >
            {t('assistant:clear')}
          </Anchor>
        </Group>
      </form>
    </Drawer>
  );
}

function MessageView({ message, busy }: { message: AssistantMessage; busy: boolean }) {
  const { t } = useTranslation();
  if (message.role === 'user')
    return (
      <div className={classes.user} data-testid="assistant-user-message">
        {message.content}
      </div>
    );
  const provider = message.provider;
  return (
    <div className={classes.answer} data-testid="assistant-answer">
      {busy && (
        <Text size="sm" c="dimmed">
          {t('assistant:thinking')}
        </Text>
      )}
      {message.content && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
      )}
      {message.parts.map((part, i) => (
        <PartView key={i} part={part} />
      ))}
      {provider && (
        <Badge variant="light" color="gray" size="xs" mt={6} tt="none" data-testid="assistant-provider">
          {provider === 'rules'
            ? t('assistant:provider.rules')
            : provider === 'local'
              ? t('assistant:provider.local', { model: message.model ?? '' })
              : t('assistant:provider.openai', { model: message.model ?? '' })}
        </Badge>
      )}
    </div>
  );
}

function PartView({ part }: { part: AssistantPart }) {
  const link = useHrefLink();
  switch (part.kind) {
    case 'table':
      return (
        <Table.ScrollContainer minWidth={280} mt="xs">
          <Table striped withTableBorder fz="xs" data-testid="assistant-table">
            <Table.Thead>
              <Table.Tr>
                {part.columns.map((c, i) => (
                  <Table.Th key={i} ta={part.align?.[i] ?? 'left'}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {part.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, i) => (
                    <Table.Td key={i} ta={part.align?.[i] ?? 'left'}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    case 'chart':
      return <MiniChart label={part.label} points={part.points} />;
    case 'link': {
      const props = link(part.href);
      return (
        <Anchor
          href={props.href}
          onClick={props.onClick}
          size="sm"
          display="block"
          mt="xs"
          data-testid="assistant-link"
        >
          {part.label}
        </Anchor>
      );
    }
    case 'options':
      return (
        <Stack gap={4} mt="xs">
          {part.items.map((item, i) => (
            <Text key={i} size="sm">
              • {item}
            </Text>
          ))}
        </Stack>
      );
    case 'proposal':
      return <ProposalView card={part.proposal} />;
  }
}

/** Bars of one metric per day, drawn in SVG (the full chart is one click away in /reports). */
function MiniChart({ label, points }: { label: string; points: { x: string; y: number }[] }) {
  const max = Math.max(1, ...points.map((p) => p.y));
  const width = 440;
  const height = 80;
  const bar = width / Math.max(points.length, 1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={label}
      className={classes.chart}
    >
      {points.map((p, i) => {
        const h = (p.y / max) * (height - 4);
        return (
          <rect
            key={p.x}
            x={i * bar + 1}
            y={height - h}
            width={Math.max(bar - 2, 1)}
            height={h}
            fill="var(--mantine-color-blue-5)"
          >
            <title>{`${p.x}: ${p.y}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

function ProposalView({ card }: { card: ProposalCard }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState(card.status);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await confirmProposal(card.id, card.typed_amount ? typed : undefined);
      setStatus(answer.status === 'running' ? 'running' : answer.status);
      if (answer.error) setError(t(`errors:${answer.error}`, { defaultValue: t('assistant:failed_card') }));
    } catch (caught) {
      const errors = caught instanceof ApiError ? caught.errors : null;
      setError(Array.isArray(errors) && errors[0] ? String(errors[0]) : t('assistant:failed_card'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Card withBorder padding="sm" mt="xs" data-testid="assistant-proposal">
      <Text fw={600} size="sm">
        {card.title}
      </Text>
      <Table fz="xs" mt={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('assistant:before')}</Table.Th>
            <Table.Th>{t('assistant:after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.diff.map((line) => (
            <Table.Tr key={line.field}>
              <Table.Td>{line.field}</Table.Td>
              <Table.Td>{line.before}</Table.Td>
              <Table.Td fw={600}>{line.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" mt={6}>
        <b>{t('assistant:money_impact')}:</b> {card.money_impact}
      </Text>
      {status === 'pending' && card.typed_amount && (
        <TextInput
          mt="xs"
          size="xs"
          label={t('assistant:type_amount', { amount: card.typed_amount })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      )}
      {error && (
        <Alert color="red" mt="xs" p="xs">
          {error}
        </Alert>
      )}
      {status === 'done' ? (
        <Badge color="green" mt="xs">
          {t('assistant:confirmed')}
        </Badge>
      ) : status === 'failed' && !error ? (
        <Badge color="red" mt="xs">
          {t('assistant:failed_card')}
        </Badge>
      ) : status === 'pending' ? (
        <Button
          size="xs"
          mt="xs"
          loading={sending}
          onClick={() => void confirm()}
          data-testid="assistant-confirm"
        >
          {t('assistant:confirm')}
        </Button>
      ) : null}
    </Card>
  );
}
