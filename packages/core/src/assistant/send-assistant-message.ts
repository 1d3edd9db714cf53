import { and, desc, eq } from 'drizzle-orm';
import { assistantMessages } from '@verba/db';
import { saoPauloDateOf } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { translatorFor } from '../i18n/translate';
import type { AssistantPart } from './parts';
import type { AssistantProvider, ChatMessage, ScreenContext } from './provider';
import { providerOf } from './providers/provider-of';
import { runTool } from './run-tool';

/** What the drawer receives, one JSON line each. */
export type AssistantStreamEvent =
  | { type: 'start'; provider: AssistantProvider['name']; model: string | null }
  | { type: 'text'; delta: string }
  | { type: 'part'; part: AssistantPart }
  | { type: 'done'; message_id: string }
  | { type: 'error'; message: string };

/** At most this many model turns per message (a model calling tools in a loop is stopped). */
const maxTurns = 4;
/** Earlier exchanges the model reads. */
const historyMessages = 12;

export interface SendAssistantMessageInput {
  message: string;
  screen?: ScreenContext;
}

/**
 * `POST assistant/messages`: one message to the assistant, answered as a stream. The provider
 * picks tools; each runs here as the signed-in user (runTool), its result goes back to the model
 * as data, changes only become cards. The user's message and the answer (text, parts, which
 * provider answered) are kept in the user's conversation.
 */
export async function* sendAssistantMessage({
  deps,
  actor,
  input,
  provider = providerOf(deps.config),
}: {
  deps: Deps;
  actor: Actor;
  input: SendAssistantMessageInput;
  provider?: AssistantProvider;
}): AsyncGenerator<AssistantStreamEvent> {
  const screen = input.screen ?? {};
  const message = input.message.trim().slice(0, 2000);
  const mine = and(
    eq(assistantMessages.userId, actor.userId),
    eq(assistantMessages.companyId, actor.companyId),
  );
  const earlier = await deps.db
    .select()
    .from(assistantMessages)
    .where(mine)
    .orderBy(desc(assistantMessages.createdAt))
    .limit(historyMessages);
  await deps.db
    .insert(assistantMessages)
    .values({ companyId: actor.companyId, userId: actor.userId, role: 'user', content: message });
  yield { type: 'start', provider: provider.name, model: provider.model ?? null };

  const messages: ChatMessage[] = [
    ...(provider.name === 'rules'
      ? []
      : earlier.reverse().map((m): ChatMessage => ({ role: m.role, content: m.content }))),
    { role: 'user', content: message },
  ];
  const today = saoPauloDateOf(deps.now());
  let text = '';
  const parts: AssistantPart[] = [];
  try {
    for (let turn = 0; turn < maxTurns; turn++) {
      const calls = [];
      let turnText = '';
      for await (const event of provider.turn({ messages, language: actor.language, today, screen })) {
        if (event.type === 'text') {
          turnText += event.delta;
          yield { type: 'text', delta: event.delta };
        } else calls.push(event.call);
      }
      text += turnText;
      if (calls.length === 0) break;
      messages.push({ role: 'assistant', content: turnText, toolCalls: calls });
      for (const call of calls) {
        const outcome = await runTool({ deps, actor, call, message, screen });
        for (const part of outcome.parts) {
          parts.push(part);
          yield { type: 'part', part };
        }
        messages.push({
          role: 'tool',
          toolCallId: call.id,
          name: call.name,
          content: JSON.stringify({ ok: outcome.ok, data: outcome.data }),
        });
      }
    }
  } catch (error) {
    deps.logger.warn({ err: error, provider: provider.name }, 'assistant: the provider failed');
    const failed = translatorFor(actor.language)('assistant:answers.provider_failed');
    text += (text ? '\n' : '') + failed;
    yield { type: 'error', message: failed };
  }
  const [saved] = await deps.db
    .insert(assistantMessages)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      role: 'assistant',
      content: text,
      parts,
      provider: provider.name,
    })
    .returning({ id: assistantMessages.id });
  yield { type: 'done', message_id: saved!.id };
}
