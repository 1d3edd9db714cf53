import type {
  AssistantProvider,
  ChatMessage,
  ProviderEvent,
  ProviderTurn,
  ToolCallRequest,
} from '../provider';
import { toolSpecs } from '../tool-specs';
import { systemPrompt } from './system-prompt';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Per request; a model that does not answer in time ends the turn with an error. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

function wire(messages: ChatMessage[]): WireMessage[] {
  return messages.map((m): WireMessage => {
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
    if (m.role === 'assistant')
      return {
        role: 'assistant',
        content: m.content || null,
        ...(m.toolCalls?.length
          ? {
              tool_calls: m.toolCalls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: JSON.stringify(c.arguments) },
              })),
            }
          : {}),
      };
    return { role: m.role, content: m.content };
  });
}

interface StreamChunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
  }[];
}

/** Reads a `text/event-stream` body into its `data:` payloads. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) yield data;
    }
  }
}

/**
 * An OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp's server): `POST
 * {AI_BASE_URL}/chat/completions` with the tools and `stream: true`; text deltas stream to the
 * drawer, tool calls are gathered and handed to Verba, which runs them (never the model). Only the
 * conversation and Verba's data for it are sent; no user token leaves Verba.
 */
export function openAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'openai',
    model: options.model,
    async *turn({ messages, language, screen }: ProviderTurn): AsyncIterable<ProviderEvent> {
      const response = await doFetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          stream: true,
          temperature: 0,
          tools: toolSpecs,
          messages: [{ role: 'system', content: systemPrompt(language, screen) }, ...wire(messages)],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      if (!response.ok || !response.body) throw new Error(`The model endpoint answered ${response.status}`);
      const calls = new Map<number, { id: string; name: string; args: string }>();
      for await (const data of sseData(response.body)) {
        if (data === '[DONE]') break;
        let chunk: StreamChunk;
        try {
          chunk = JSON.parse(data) as StreamChunk;
        } catch {
          continue;
        }
        const delta = chunk.choices?.[0]?.delta;
        if (!delta) continue;
        if (delta.content) yield { type: 'text', delta: delta.content };
        for (const part of delta.tool_calls ?? []) {
          const call = calls.get(part.index) ?? { id: '', name: '', args: '' };
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.args += part.function.arguments;
          calls.set(part.index, call);
        }
      }
      for (const [index, call] of [...calls.entries()].sort((a, b) => a[0] - b[0])) {
        let args: Record<string, unknown> = {};
        try {
          const parsed: unknown = call.args ? JSON.parse(call.args) : {};
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            args = parsed as Record<string, unknown>;
        } catch {
          args = {};
        }
        const request: ToolCallRequest = { id: call.id || `call-${index}`, name: call.name, arguments: args };
        yield { type: 'tool_call', call: request };
      }
    },
  };
}
