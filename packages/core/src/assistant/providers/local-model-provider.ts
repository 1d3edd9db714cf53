import { basename } from 'node:path';
import { access, constants } from 'node:fs/promises';
import type {
  ChatHistoryItem,
  ChatModelFunctionCall,
  ChatModelFunctions,
  ChatModelResponse,
  Llama,
  LlamaChat as LlamaChatClass,
  LlamaContext,
  LlamaModel,
} from 'node-llama-cpp';
import type {
  AssistantProvider,
  ChatMessage,
  ProviderEvent,
  ProviderTurn,
  ToolCallRequest,
} from '../provider';
import { toolSpecs } from '../tool-specs';
import { functionSchemaOf, withoutNulls } from './function-schema';
import { systemPrompt } from './system-prompt';

export interface LocalModelProviderOptions {
  /** The GGUF file (AI_MODEL_PATH). */
  modelPath: string;
  /** CPU threads for the model (AI_MODEL_THREADS); node-llama-cpp's choice (all cores) when absent. */
  threads?: number | undefined;
  /** The longest context to allocate, in tokens (the model's own limit when smaller). */
  contextSize?: number;
  /** Per answer, including waiting for an earlier answer to finish; then the turn fails. */
  timeoutMs?: number;
  /** Tokens the model may write in one turn. */
  maxTokens?: number;
}

export interface LocalModelProvider extends AssistantProvider {
  readonly name: 'local';
  /** Frees the model and its memory (tests, shutdown); a later turn loads it again. */
  close(): Promise<void>;
}

interface Loaded {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  LlamaChat: typeof LlamaChatClass;
}

/** The tools as node-llama-cpp functions: the grammar forces a valid name and arguments. */
let functionsCache: ChatModelFunctions | undefined;
function functions(): ChatModelFunctions {
  functionsCache ??= Object.fromEntries(
    toolSpecs.map((spec) => [
      spec.function.name,
      {
        description: spec.function.description,
        params: functionSchemaOf(spec.function.parameters) as NonNullable<
          ChatModelFunctions[string]['params']
        >,
      },
    ]),
  );
  return functionsCache;
}

function resultOf(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return content;
  }
}

/**
 * The conversation in node-llama-cpp's chat history: the system prompt, the user's and the
 * model's messages, and each tool call with Verba's result (data, never instructions) inside the
 * model's response. When the last message is a tool result, that response is continued;
 * otherwise an empty one is opened for the model to write.
 */
export function chatHistoryOf(system: string, messages: ChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = [{ type: 'system', text: system }];
  const results = new Map<string, string>();
  for (const m of messages) if (m.role === 'tool') results.set(m.toolCallId, m.content);
  for (const m of messages) {
    if (m.role === 'system') history.push({ type: 'system', text: m.content });
    else if (m.role === 'user') history.push({ type: 'user', text: m.content });
    else if (m.role === 'assistant') {
      const response: ChatModelResponse['response'] = m.content ? [m.content] : [];
      m.toolCalls?.forEach((call, index) => {
        const item: ChatModelFunctionCall = {
          type: 'functionCall',
          name: call.name,
          description: functions()[call.name]?.description,
          params: call.arguments,
          result: resultOf(results.get(call.id) ?? '{"ok":false,"data":{"error":"no_result"}}'),
          ...(index === 0 ? { startsNewChunk: true } : {}),
        };
        response.push(item);
      });
      history.push({ type: 'model', response });
    }
  }
  const last = messages[messages.length - 1];
  if (last?.role !== 'tool') history.push({ type: 'model', response: [] });
  return history;
}

/** Text chunks from a callback, read as an async iterable. */
function channel<T>() {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let closed = false;
  return {
    push(value: T) {
      queue.push(value);
      wake?.();
    },
    close() {
      closed = true;
      wake?.();
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        if (queue.length) yield queue.shift()!;
        else if (closed) return;
        else await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    },
  };
}

/**
 * The local model file provider (DESIGN §11, docs/assistant.md): a GGUF file the operator
 * supplies (AI_MODEL_PATH) run in-process by node-llama-cpp, on the CPU build installed with
 * Verba (a GPU build when the operator installs one). node-llama-cpp is imported, and the model
 * loaded, on the first answer — never when no file is configured. Tools are node-llama-cpp
 * functions: the model's chat template says how to call them and a grammar forces a known name
 * and arguments that match the tool's schema; the call is handed to Verba, which runs it (never
 * the model). Text streams as the model writes it; one answer at a time (one context).
 */
export function localModelProvider(options: LocalModelProviderOptions): LocalModelProvider {
  let loading: Promise<Loaded> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let calls = 0;

  async function load(): Promise<Loaded> {
    try {
      await access(options.modelPath, constants.R_OK);
    } catch {
      throw new Error(`AI_MODEL_PATH: cannot read the GGUF file ${options.modelPath}`);
    }
    const { getLlama, LlamaChat, LlamaLogLevel } = await import('node-llama-cpp');
    // build: 'never' — no download or compile at run time: the prebuilt binaries or nothing.
    const llama = await getLlama({
      gpu: 'auto',
      build: 'never',
      logLevel: LlamaLogLevel.warn,
      progressLogs: false,
    });
    try {
      const model = await llama.loadModel({ modelPath: options.modelPath });
      const context = await model.createContext({
        contextSize: { max: options.contextSize ?? 8192 },
        sequences: 1,
        ...(options.threads ? { threads: options.threads } : {}),
      });
      return { llama, model, context, LlamaChat };
    } catch (error) {
      await llama.dispose();
      throw error;
    }
  }

  function loaded(): Promise<Loaded> {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a fixed file is tried again on the next answer
      throw error;
    });
    return loading;
  }

  /** One answer at a time: resolves with the function that lets the next one in. */
  async function turnSlot(signal: AbortSignal): Promise<() => void> {
    let release!: () => void;
    const previous = queue;
    queue = new Promise<void>((resolve) => (release = resolve));
    await Promise.race([
      previous,
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    ]).catch((error: unknown) => {
      void previous.then(release);
      throw error;
    });
    return release;
  }

  return {
    name: 'local',
    model: basename(options.modelPath),
    async close() {
      const current = loading;
      loading = undefined;
      if (!current) return;
      const l = await current.catch(() => undefined);
      if (l) {
        await l.context.dispose();
        await l.model.dispose();
        await l.llama.dispose();
      }
    },
    async *turn({ messages, language, screen }: ProviderTurn): AsyncIterable<ProviderEvent> {
      const stop = new AbortController();
      const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(options.timeoutMs ?? 120_000)]);
      const release = await turnSlot(signal);
      let chat: LlamaChatClass | undefined;
      try {
        const l = await loaded();
        chat = new l.LlamaChat({ contextSequence: l.context.getSequence(), autoDisposeSequence: true });
        const chunks = channel<string>();
        const generation = chat
          .generateResponse(chatHistoryOf(systemPrompt(language, screen), messages), {
            functions: functions(),
            onTextChunk: (text) => chunks.push(text),
            signal,
            temperature: 0,
            maxTokens: options.maxTokens ?? 1024,
          })
          .finally(() => chunks.close());
        generation.catch(() => undefined); // read below, after the stream
        for await (const delta of chunks) if (delta) yield { type: 'text', delta };
        const result = await generation;
        for (const call of result.functionCalls ?? []) {
          const request: ToolCallRequest = {
            id: `local-${++calls}`,
            name: call.functionName,
            arguments: withoutNulls(call.params),
          };
          yield { type: 'tool_call', call: request };
        }
      } finally {
        stop.abort();
        chat?.dispose();
        release();
      }
    },
  };
}
