import i18n from 'i18next';
import { tokenStore } from '../session/storage';
import { apiBase, request } from '../api/client';

/** What the drawer draws beside an answer (packages/core/src/assistant/parts.ts). */
export type AssistantPart =
  | { kind: 'table'; columns: string[]; rows: string[][]; align?: ('left' | 'right')[] }
  | { kind: 'chart'; label: string; points: { x: string; y: number }[] }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'options'; items: string[] }
  | { kind: 'proposal'; proposal: ProposalCard };

export interface ProposalCard {
  id: string;
  kind: string;
  title: string;
  diff: { field: string; before: string; after: string }[];
  money_impact: string;
  typed_amount: string | null;
  status: 'pending' | 'running' | 'done' | 'failed' | 'canceled';
}

export interface AssistantMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  parts: AssistantPart[];
  provider: string | null;
  model?: string | null;
}

export type StreamEvent =
  | { type: 'start'; provider: string; model: string | null }
  | { type: 'text'; delta: string }
  | { type: 'part'; part: AssistantPart }
  | { type: 'done'; message_id: string }
  | { type: 'error'; message: string };

export interface Screen {
  path: string;
  campaign_id?: string;
  advertiser_id?: string;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The campaign or advertiser in view, from the address. */
export function screenOf(pathname: string): Screen {
  const campaign = new RegExp(`^/campaigns/(${uuid})`).exec(pathname)?.[1];
  const advertiser = new RegExp(`^/advertisers/(${uuid})`).exec(pathname)?.[1];
  return {
    path: pathname,
    ...(campaign ? { campaign_id: campaign } : {}),
    ...(advertiser ? { advertiser_id: advertiser } : {}),
  };
}

/** Sends a message and calls `onEvent` for each JSON line as it arrives. */
export async function streamMessage(
  message: string,
  screen: Screen,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
) {
  const token = tokenStore.get();
  const response = await fetch(`${apiBase}/assistant/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/x-ndjson',
      'accept-language': i18n.language || 'pt-BR',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ message, screen }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as StreamEvent);
    }
  }
}

export const loadConversation = () => request<AssistantMessage[]>('GET', 'assistant/conversation');
export const clearConversation = () => request<null>('DELETE', 'assistant/conversation');
export const confirmProposal = (id: string, typedAmount: string | undefined) =>
  request<{ id: string; status: 'done' | 'failed' | 'running'; error: string | null; replayed: boolean }>(
    'POST',
    `assistant/proposals/${id}/confirm`,
    typedAmount ? { typed_amount: typedAmount } : {},
    { headers: { 'idempotency-key': `assistant-proposal-${id}` }, silent: true },
  );
